export const noActiveOffersTexts = {
  title: 'No Active Offers',
  text: 'There are no active offers for this loan at this time.',
  next: 'If you believe this is a mistake, please contact us.',
};
