import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { BorrowerList } from '../../../../src/app/pages/BorrowerDashboard/BorrowerList';
import type { DashboardRow } from '../../../../src/app/pages/BorrowerDashboard/logic/dashboard-rules';
import { useOpenSection } from '../../../../src/app/pages/BorrowerDashboard/useOpenSection';
import { applicationIdAtom, selectedIdAtom } from '../../../../src/app/state/session-atoms';
import { themeFor } from '../../../../src/app/theme/theme';
import '../../helpers/render';
import { dashboardBorrower } from './helpers/journey-fixtures';

const jane: DashboardRow = {
  ...dashboardBorrower({ priorLoanReviewStatus: 'Done' }),
  declarationsReviewStatus: 'In Progress',
  demographicsReviewStatus: 'To Do',
};
const mary: DashboardRow = {
  ...dashboardBorrower({ applicationId: 7002, borrowerId: 5002, firstName: 'Mary', lastName: 'Smith', isLoggedInUser: false }),
  declarationsReviewStatus: 'Done',
  demographicsReviewStatus: 'Done',
};

let arrived: { pathname: string; state: unknown } | undefined;

function Arrived() {
  const location = useLocation();
  arrived = { pathname: location.pathname, state: location.state };
  return <h1>Arrived</h1>;
}

function Dashboard({ gmi, busy = null }: { gmi: boolean; busy?: number | null }) {
  const openSection = useOpenSection();
  return (
    <BorrowerList
      borrowers={[jane, mary]}
      busyApplicationId={busy}
      gmiAndDeclarationsFlag={gmi}
      onOpen={() => undefined}
      onReview={openSection}
    />
  );
}

function renderList(props: { gmi: boolean; busy?: number | null }) {
  const store = createStore();
  render(
    <JotaiProvider store={store}>
      <ThemeProvider theme={themeFor('light')}>
        <MemoryRouter initialEntries={['/borrower-dashboard']}>
          <Routes>
            <Route path="/borrower-dashboard" element={<Dashboard {...props} />} />
            <Route path="/fast-path/*" element={<Arrived />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </JotaiProvider>,
  );
  return store;
}

const sectionsOf = (name: string) => screen.getByRole('list', { name: `Review sections: ${name}` });
const rowsOf = (name: string) => within(sectionsOf(name)).getAllByRole('listitem');

describe('dashboard review sections per borrower', () => {
  beforeEach(() => {
    sessionStorage.clear();
    arrived = undefined;
  });
  afterEach(() => sessionStorage.clear());

  it('lists Prior Loan Info, Declarations and Demographics with their statuses; Done shows the success check', () => {
    renderList({ gmi: true });
    expect(rowsOf('Jane Doe').map((li) => li.textContent)).toEqual(['Prior Loan InfoDone', 'DeclarationsIn Progress', 'DemographicsTo Do']);
    expect(rowsOf('Mary Smith').map((li) => within(li).queryByRole('img', { name: 'Success' }) !== null)).toEqual([false, true, true]);
    expect(rowsOf('Jane Doe').map((li) => within(li).queryByRole('img', { name: 'Success' }) !== null)).toEqual([true, false, false]);
    for (const name of ['Jane Doe', 'Mary Smith']) {
      for (const title of ['Prior Loan Info', 'Declarations', 'Demographics']) {
        screen.getByRole('button', { name: `Review ${title}: ${name}` });
      }
    }
    // The action buttons stay as they were.
    expect(screen.getAllByRole('button', { name: /Start Application/ })).toHaveLength(2);
  });

  it('without the GMI flag only Prior Loan Info is listed', () => {
    renderList({ gmi: false });
    expect(rowsOf('Jane Doe').map((li) => li.textContent)).toEqual(['Prior Loan InfoDone']);
    expect(rowsOf('Mary Smith').map((li) => li.textContent)).toEqual(['Prior Loan InfoTo Do']);
    expect(screen.queryByRole('button', { name: /Review Declarations/ })).toBeNull();
  });

  it('an arrow selects that borrower and opens the section with returnTo the dashboard', async () => {
    const store = renderList({ gmi: true });
    await userEvent.click(screen.getByRole('button', { name: 'Review Declarations: Mary Smith' }));
    await screen.findByRole('heading', { name: 'Arrived' });
    expect(arrived).toEqual({ pathname: '/fast-path/declarations', state: { returnTo: '/borrower-dashboard' } });
    expect(store.get(selectedIdAtom)).toBe(5002);
    expect(store.get(applicationIdAtom)).toBe(7002);
    expect(sessionStorage.getItem('selectedId')).toBe('5002');
    expect(sessionStorage.getItem('applicationId')).toBe('7002');
  });

  it('Prior Loan Info opens First Things First', async () => {
    renderList({ gmi: true });
    await userEvent.click(screen.getByRole('button', { name: 'Review Prior Loan Info: Jane Doe' }));
    await screen.findByRole('heading', { name: 'Arrived' });
    expect(arrived).toEqual({ pathname: '/fast-path', state: { returnTo: '/borrower-dashboard' } });
  });

  it('Demographics opens its intro', async () => {
    renderList({ gmi: true });
    await userEvent.click(screen.getByRole('button', { name: 'Review Demographics: Jane Doe' }));
    await screen.findByRole('heading', { name: 'Arrived' });
    expect(arrived?.pathname).toBe('/fast-path/demographics');
  });

  it('the arrows wait while an application is being opened', () => {
    renderList({ gmi: true, busy: 7001 });
    expect(screen.getAllByRole('button', { name: /^Review / }).every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });
});
