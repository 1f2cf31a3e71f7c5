export const listScreenTexts = {
  loading: 'Loading your information…',
  back: 'Back',
  next: 'Next',
  edit: 'Edit',
  delete: 'Delete',
  deleting: 'Deleting…',
};
