export const noOfferDetailsTexts = {
  title: 'No Offer Details Found',
  text: 'We could not find the details of your offer in this browser session.',
  next: 'Please return to your offer email and click the offer link to continue.',
};
