export const loanNotFoundTexts = {
  title: 'No Loan Info Found',
  text: 'We were not able to find a loan associated with the information provided.',
};
