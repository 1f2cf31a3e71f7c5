export const createPasswordTexts = {
  title: 'Finishing Up',
  submitted: 'Your loan application has been submitted.',
  invite: 'Create a password for your account so you can sign in later and follow your loan.',
  password: 'Password',
  createAccount: 'Create Account',
  creating: 'Creating your account…',
  created: (email: string) => `Your account has been created for ${email}.`,
  signInLead: 'You can now',
  signIn: 'sign in',
};
