import { describe, expect, it } from 'vitest';
import { borrowerDashboardMessages } from '../../../../src/app/generated/messages/borrower-dashboard';
import { translator } from '../../../../src/app/i18n/translator';
import {
  applicationActionId,
  canSubmit,
  hasCurrentEmployerOnFile,
  isSubmittedStatus,
  loggedInBorrowerId,
  showsWelcomeBack,
  statusChipId,
  withLatestStatuses,
} from '../../../../src/app/pages/BorrowerDashboard/logic/dashboard-rules';
import { formatPropertyAddress, toLoanSummary } from '../../../../src/app/pages/BorrowerDashboard/logic/loan-summary';
import { offerStatusPollMs, offerStatusRefetchInterval } from '../../../../src/app/pages/BorrowerDashboard/logic/polling';
import { dashboardBorrower, dashboardData, offerStatus, statusBorrower } from './helpers/journey-fixtures';

const t = translator(borrowerDashboardMessages, 'en', null);

describe('dashboard rules', () => {
  it('chips read To Do, In Progress, Completed, otherwise N/A', () => {
    expect(['To Do', 'In Progress', 'Completed', 'Done', null, undefined, ''].map((status) => t(statusChipId(status)))).toEqual([
      'To Do',
      'In Progress',
      'Completed',
      'N/A',
      'N/A',
      'N/A',
      'N/A',
    ]);
  });

  it('buttons read Start Application, Return To Application, otherwise View Application', () => {
    expect(['To Do', 'In Progress', 'Completed', null].map((status) => t(applicationActionId(status)))).toEqual([
      'Start Application',
      'Return To Application',
      'View Application',
      'View Application',
    ]);
  });

  it('Submit is enabled only when every application is Completed and the offer is not submitted', () => {
    const done = dashboardBorrower({ applicationStatus: 'Completed' });
    expect(canSubmit([done, done], false)).toBe(true);
    expect(canSubmit([done, dashboardBorrower({ applicationStatus: 'In Progress' })], false)).toBe(false);
    expect(canSubmit([], false)).toBe(false);
    expect(canSubmit([done], true)).toBe(false);
  });

  it('a current employer must be on file for at least one person', () => {
    expect(hasCurrentEmployerOnFile([dashboardBorrower({ hasCurrentEmployer: false }), dashboardBorrower()])).toBe(true);
    expect(hasCurrentEmployerOnFile([dashboardBorrower({ hasCurrentEmployer: false })])).toBe(false);
  });

  it('Submitted and Pending Consent count as submitted', () => {
    expect([1, 2, 3, 4, 5, 6].map(isSubmittedStatus)).toEqual([false, false, false, true, false, true]);
  });

  it('the polled offer status updates the chips', () => {
    const list = withLatestStatuses(
      [dashboardBorrower(), dashboardBorrower({ applicationId: 7002 })],
      [statusBorrower({ applicationId: 7002, applicationStatus: 'Completed', applicationStatusId: 3 })],
    );
    expect(list.map((b) => b.applicationStatus)).toEqual(['To Do', 'Completed']);
    expect(withLatestStatuses([dashboardBorrower()], undefined)[0]!.applicationStatus).toBe('To Do');
  });

  it('Welcome Back! only after a reset the logged-in borrower has not reviewed', () => {
    const me = (isOfferReviewed: boolean) => statusBorrower({ isOfferReviewed });
    const other = statusBorrower({ borrowerId: 5002, isLoggedInUser: false, isOfferReviewed: false });
    expect(showsWelcomeBack(offerStatus([me(false), other], { isOfferReset: true }))).toBe(true);
    expect(showsWelcomeBack(offerStatus([me(true), other], { isOfferReset: true }))).toBe(false);
    expect(showsWelcomeBack(offerStatus([me(false)], { isOfferReset: false }))).toBe(false);
    expect(showsWelcomeBack(undefined)).toBe(false);
    expect(loggedInBorrowerId([other, me(false)], null)).toBe(5001);
    expect(loggedInBorrowerId([], 5009)).toBe(5009);
  });

  it('polls every 60 s while focused and pauses when not', () => {
    expect(offerStatusPollMs).toBe(60_000);
    expect(offerStatusRefetchInterval(true)).toBe(60_000);
    expect(offerStatusRefetchInterval(false)).toBe(false);
  });

  it('the loan section shows address, type, amount and value', () => {
    const loan = dashboardData([]).loanInformationDto;
    expect(toLoanSummary(loan)).toEqual({
      propertyAddress: '12 Maple Street, Springfield, IL 62701',
      type: 'Conventional',
      loanAmount: '$320,000.00',
      propertyValue: '$450,000.00',
    });
    expect(formatPropertyAddress({ propertyStreetAddress: '1 Elm', propertyCity: null, propertyState: 'TX', propertyZipCode: null })).toBe('1 Elm, TX');
  });
});
