import type { ApplicationType, LinkId } from '../../../shared/api';
import { isUnauthorized } from '../../api/api-error';
import { useApplicationStatus } from '../../api/hooks/useApplicationStatus';

/** Status ids (portal-journey section 4 "Ranks"): review statuses use the same ranks, Done being 3. */
export const statusIds = { toDo: 1, inProgress: 2, completed: 3 } as const;

/**
 * UpdateApplicationStatus for one application: its status, or a review section's (applicationType). The spec reads
 * its errors but ignores them: a failure does not stop the borrower (a 401 still ends the session).
 */
export function useStatusUpdates(offerId: LinkId | null) {
  const update = useApplicationStatus();
  const send = async (applicationId: number, applicationStatusId: 1 | 2 | 3, applicationType?: ApplicationType) => {
    if (offerId == null) return;
    try {
      await update.mutateAsync({ offerId, applicationId, applicationStatusId, ...(applicationType ? { applicationType } : {}) });
    } catch (error) {
      if (!isUnauthorized(error)) console.warn(`UpdateApplicationStatus ${applicationType ?? 'application'} failed`, error);
    }
  };
  return { send, pending: update.isPending };
}
