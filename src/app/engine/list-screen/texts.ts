export const listScreenTexts = {
  loading: 'Loading your information…',
  back: 'Back',
  next: 'Next',
  edit: 'Edit',
  delete: 'Delete',
  deleting: 'Deleting…',
  confirmTitle: (title: string) => `Delete ${title}?`,
  confirmText: 'It is removed from your application. You can add it again later.',
  cancel: 'Cancel',
};
