export const sessionTimeoutTexts = {
  title: 'Session Timed Out',
  text: 'Your session has timed out due to inactivity.',
  signInLead: 'To continue where you left off, sign in again by verifying your identity.',
  signIn: 'Sign In',
};
