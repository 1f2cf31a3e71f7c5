export const offerChangedTexts = {
  title: 'Offer Has Changed',
  textWithAddress: 'The offer for the property at',
  textWithoutAddress: 'The offer for your property has changed.',
  changed: 'has changed.',
  next: 'Please contact support for more information, then close this page.',
};
