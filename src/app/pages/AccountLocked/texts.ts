export const accountLockedTexts = {
  title: 'Account Locked',
  text: 'Your account has been locked after 5 consecutive failed attempts to verify your identity.',
  next: 'For your security, please contact us to unlock your account.',
};
