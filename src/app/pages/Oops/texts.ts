export const oopsTexts = {
  title: 'Uh-oh',
  text: 'An unexpected error has occurred while processing your request. Please try again.',
  button: 'Return To Your Offer',
};
