export const fastPathPageTexts = {
  loading: 'Loading your information…',
  intro: 'Here is what we have on file from your prior loan. Choose anything that has changed, or let us know it all looks good.',
  reviewing: (name: string) => `Reviewing ${name}'s information`,
  cardsLegend: 'Choose what has changed',
  skipForNow: 'Skip For Now',
  continueToMakeChanges: 'Continue To Make Changes',
  looksGood: 'Looks Good!',
  close: 'Close',
  notOnFile: {
    maritalStatus: 'Marital status not on file',
    address: 'No current address on file',
    employer: 'No current employer on file',
  },
  monthlyIncome: (amount: string) => `Monthly income: ${amount}`,
  count: (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many} on file`,
  reviewNext: {
    title: 'Review Next Borrower',
    question: (name: string) => `Would you like to verify ${name}'s information now?`,
    note: 'Each borrower on the loan reviews their information before the application can be submitted.',
    no: 'No, Skip For Now',
    yes: 'Yes, Review',
  },
};
