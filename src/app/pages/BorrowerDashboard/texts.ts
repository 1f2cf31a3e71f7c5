export const dashboardTexts = {
  title: 'Your Loan Information',
  loading: 'Loading your loan information…',
  loanSection: 'Loan Details',
  propertyAddress: 'Property Address',
  type: 'Type',
  loanAmount: 'Loan Amount',
  propertyValue: 'Property Value',
  borrowers: 'Borrowers',
  youSuffix: '(You)',
  statusLabel: 'Application status',
  chip: { toDo: 'To Do', inProgress: 'In Progress', completed: 'Completed', notAvailable: 'N/A' },
  action: { start: 'Start Application', returnTo: 'Return To Application', view: 'View Application' },
  reviewSections: 'Review sections',
  reviewStatus: { toDo: 'To Do', inProgress: 'In Progress', done: 'Done' },
  /** The success check of a Done section. */
  sectionDone: 'Success',
  /** The arrow's accessible name: "Review Declarations: Mary Smith". */
  review: 'Review',
  submit: 'Submit',
  submitting: 'Submitting…',
  submitHint: "Submit becomes available once every borrower's application is Completed.",
  submitted: 'Your loan application has been submitted.',
  missingEmployerTitle: 'Missing Current Employer',
  missingEmployerText:
    'A current employer for at least one person on the loan must be on file before the application can be submitted. Please add a current employer to an application and try again.',
  welcomeBackTitle: 'Welcome Back!',
  welcomeBackText:
    'Your offer has been updated since your last visit. Please review your loan information and each application before submitting.',
  close: 'Close',
};
