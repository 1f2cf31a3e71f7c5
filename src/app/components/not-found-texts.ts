export const notFoundTexts = {
  title: 'Oh, no',
  text: "The page you're looking for is unavailable or doesn't exist.",
  button: 'Return To Your Offer',
};
