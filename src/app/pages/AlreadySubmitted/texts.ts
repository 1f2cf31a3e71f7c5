export const alreadySubmittedTexts = {
  title: 'Loan Already Submitted',
  text: 'The loan application for this offer has already been submitted, so there is nothing more to do here.',
  next: 'Your loan officer will contact you about the next steps.',
};
