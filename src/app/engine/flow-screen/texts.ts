export const flowScreenTexts = {
  loading: 'Loading your information…',
  next: 'Next',
  back: 'Back',
  saving: 'Saving…',
  update: 'Update',
  cancel: 'Cancel',
  saveForLater: 'Save For Later',
};
