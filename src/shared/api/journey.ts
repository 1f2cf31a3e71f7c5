import type { StatusBorrower, UpdateApplicationStatusBody } from './generated/types';

/** Task status of an application: To Do 1, In Progress 2, Completed 3. */
export type ApplicationStatusName = StatusBorrower['applicationStatus'];
/** Section review status (Prior Loan Info, Declarations, Demographics). */
export type ReviewStatusName = StatusBorrower['priorLoanReviewStatus'];
export type ApplicationType = NonNullable<UpdateApplicationStatusBody['applicationType']>;
