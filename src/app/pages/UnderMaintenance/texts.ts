export const underMaintenanceTexts = {
  title: 'Under Maintenance',
  text: 'We are performing scheduled maintenance to improve your experience. Please check back soon.',
  next: 'Your offer and any information you have saved are safe.',
};
