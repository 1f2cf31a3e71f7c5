import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LinkId } from '../../../shared/api';
import type { DashboardBorrower } from '../../../shared/api/generated/types';
import { isUnauthorized } from '../../api/api-error';
import { useApplicationStatus } from '../../api/hooks/useApplicationStatus';
import { applicationStartPath } from '../../routing/paths';
import { applicationIdAtom, selectedIdAtom, skippedIdsAtom } from '../../state/session-atoms';
import { startsApplication } from './logic/dashboard-rules';

const inProgressStatusId = 2;

/**
 * Start / Return To / View Application: selects the borrower (selectedId and applicationId) and opens
 * the full flow; a To Do application is first marked In Progress (its errors are read but ignored).
 */
export function useOpenApplication(offerId: LinkId) {
  const setSelectedId = useSetAtom(selectedIdAtom);
  const setApplicationId = useSetAtom(applicationIdAtom);
  const setSkippedIds = useSetAtom(skippedIdsAtom);
  const updateStatus = useApplicationStatus();
  const navigate = useNavigate();
  const [busyApplicationId, setBusy] = useState<number | null>(null);

  const open = async (borrower: DashboardBorrower) => {
    setSelectedId(borrower.borrowerId);
    setApplicationId(borrower.applicationId);
    // Choosing a borrower on the dashboard clears the fast path's skipped list.
    setSkippedIds(null);
    if (startsApplication(borrower.applicationStatus)) {
      setBusy(borrower.applicationId);
      try {
        await updateStatus.mutateAsync({
          applicationStatusId: inProgressStatusId,
          offerId,
          applicationId: borrower.applicationId,
        });
      } catch (error) {
        if (isUnauthorized(error)) return;
      } finally {
        setBusy(null);
      }
    }
    void navigate(applicationStartPath);
  };

  return { open, busyApplicationId };
}
