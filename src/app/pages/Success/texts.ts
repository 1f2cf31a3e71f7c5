export const successTexts = {
  done: "Congrats You're Done!",
  almostDone: "Congrats You're Almost Done!",
  doneText: 'Thank you. Your part is complete and your loan officer will contact you about the next steps.',
  almostDoneText:
    'Thank you. The process will continue once the following borrowers review the offer and authorize a soft credit check:',
  createAccountLead: 'Create an account so you can sign in and follow your loan later.',
  createAccount: 'Create Account',
  loading: 'Loading…',
};
