export const signedOutTexts = {
  title: 'You Have Signed Out',
  text: 'You have signed out of your loan application, and your information is no longer shown in this browser.',
  next: 'To continue where you left off, sign in again by verifying your identity.',
  signIn: 'Sign In',
};
