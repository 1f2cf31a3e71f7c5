export const consentTexts = {
  title: 'Action Needed',
  submittedBy: (name: string) => `${name} has submitted the loan application for this refinance offer.`,
  submittedByNobody: 'A loan application has been submitted for this refinance offer.',
  ask: 'Before it can continue, please review the offer below and select Agree to authorize a soft credit check, which does not affect your credit score.',
  propertyHeading: 'Property',
  savingsHeading: 'Your Projected Savings',
  agree: 'Agree',
  agreeing: 'Recording your consent…',
  loading: 'Loading your offer…',
  loadError: 'We cannot load your offer at this time. Please contact support.',
};
