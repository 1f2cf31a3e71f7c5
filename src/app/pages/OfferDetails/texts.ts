export const offerDetailsTexts = {
  returnToApplication: 'Return To Application',
};
