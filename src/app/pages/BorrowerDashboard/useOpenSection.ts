import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { DashboardBorrower } from '../../../shared/api/generated/types';
import type { ReturnToState } from '../../../shared/flow/return-to';
import { dashboardPath } from '../../routing/paths';
import { applicationIdAtom, selectedIdAtom } from '../../state/session-atoms';

/**
 * A review section's arrow: selects the borrower (selectedId and applicationId) and opens the section's entry with
 * `{ returnTo: '/borrower-dashboard' }`, so finishing the section comes back to the dashboard.
 */
export function useOpenSection() {
  const setSelectedId = useSetAtom(selectedIdAtom);
  const setApplicationId = useSetAtom(applicationIdAtom);
  const navigate = useNavigate();

  return (borrower: Pick<DashboardBorrower, 'borrowerId' | 'applicationId'>, route: string) => {
    setSelectedId(borrower.borrowerId);
    setApplicationId(borrower.applicationId);
    const state: ReturnToState = { returnTo: dashboardPath };
    void navigate(route, { state });
  };
}
