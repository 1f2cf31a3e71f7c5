export const componentTexts = {
  errorBannerTitle: 'Looks like we have a connection issue.',
  errorBannerText: 'There was an error saving your information. Please try again at another time.',
  dismiss: 'Dismiss',
  loading: 'Loading…',
  supportLead: 'Need help? Call',
  supportEmailLead: 'or email',
};
