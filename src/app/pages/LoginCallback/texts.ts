export const loginCallbackTexts = {
  title: 'Signing You In',
  wait: 'Please wait while we sign you in…',
  failed: 'The sign-in could not be completed. Please sign in again.',
  signInAgain: 'Sign In Again',
};
