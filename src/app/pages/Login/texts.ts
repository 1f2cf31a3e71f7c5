export const loginTexts = {
  title: 'Sign In',
  intro: 'Sign in to your account to follow your loan application.',
  email: 'Email Address',
  password: 'Password',
  signIn: 'Sign In',
  signingIn: 'Signing in…',
  forgotPassword: 'Forgot Your Password?',
  bannerText: 'We could not sign you in at this time. Please try again later.',
};
