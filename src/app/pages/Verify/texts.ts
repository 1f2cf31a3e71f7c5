import { supportPhone } from '../../config/contact';

export const verifyTexts = {
  loadingForm: 'Loading the verification form…',
  verify: 'Verify',
  duration: 'Verification takes about 2-3 minutes.',
  verifying: 'Verifying…',
  loanNotFoundTitle: 'Loan Not Found',
  loanNotFoundText: `Please verify your information and try again. Contact ${supportPhone.display} for assistance.`,
};
