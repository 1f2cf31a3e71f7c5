import { describe, expect, it } from 'vitest';
import { borrowerDashboardMessages } from '../../../../src/app/generated/messages/borrower-dashboard';
import { translator } from '../../../../src/app/i18n/translator';
import { withLatestStatuses } from '../../../../src/app/pages/BorrowerDashboard/logic/dashboard-rules';
import {
  reviewSections,
  reviewStatusId,
  sectionEntryRoute,
} from '../../../../src/app/pages/BorrowerDashboard/logic/review-sections';
import { fastPath } from '../../../../src/shared/flow/fast-path';
import { dashboardBorrower, statusBorrower } from './helpers/journey-fixtures';

const t = translator(borrowerDashboardMessages, 'en', null);

describe('dashboard review sections', () => {
  it('a section arrow enters First Things First for Prior Loan Info, else the section first route', () => {
    expect(fastPath.sections.map((s) => [s.title, sectionEntryRoute(s)])).toEqual([
      ['Prior Loan Info', '/fast-path'],
      ['Declarations', '/fast-path/declarations'],
      ['Demographics', '/fast-path/demographics'],
    ]);
    expect(sectionEntryRoute({ steps: 'routesWhenGmi', routes: [] })).toBe('/fast-path');
  });

  it('statuses read To Do, In Progress, Done; missing or unknown reads To Do', () => {
    expect(['To Do', 'In Progress', 'Done', 'Completed', '', null, undefined].map((status) => t(reviewStatusId(status)))).toEqual([
      'To Do',
      'In Progress',
      'Done',
      'To Do',
      'To Do',
      'To Do',
      'To Do',
    ]);
  });

  it('lists the three sections in order with the GMI flag, only Prior Loan Info without it', () => {
    const statuses = { priorLoanReviewStatus: 'Done', declarationsReviewStatus: 'In Progress' } as const;
    expect(reviewSections(statuses, true)).toEqual([
      { title: 'Prior Loan Info', statusId: 'reviewStatusDone', done: true, route: '/fast-path' },
      { title: 'Declarations', statusId: 'reviewStatusInProgress', done: false, route: '/fast-path/declarations' },
      { title: 'Demographics', statusId: 'reviewStatusToDo', done: false, route: '/fast-path/demographics' },
    ]);
    expect(reviewSections(statuses, false)).toEqual([{ title: 'Prior Loan Info', statusId: 'reviewStatusDone', done: true, route: '/fast-path' }]);
  });

  it('the polled offer status brings the section review statuses the dashboard data lacks', () => {
    const rows = withLatestStatuses(
      [dashboardBorrower(), dashboardBorrower({ applicationId: 7002, borrowerId: 5002 })],
      [
        statusBorrower({
          applicationId: 7002,
          borrowerId: 5002,
          priorLoanReviewStatus: 'Done',
          declarationsReviewStatus: 'In Progress',
          demographicsReviewStatus: 'Done',
        }),
      ],
    );
    expect(rows[0]).toEqual(dashboardBorrower());
    expect(rows[1]).toMatchObject({
      borrowerId: 5002,
      priorLoanReviewStatus: 'Done',
      declarationsReviewStatus: 'In Progress',
      demographicsReviewStatus: 'Done',
    });
  });
});
