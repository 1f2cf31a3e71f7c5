import { useQueries, type QueryClient } from '@tanstack/react-query';
import type { LinkId } from '../../../shared/api';
import type { GetAccountLockStatusResponse, HasLoginRestrictionResponse, VerifyLoanAccessResponse } from '../../../shared/api/generated/types';
import { apiCall } from '../client';

/** Key head of the access checks' cached answers (beside the spec's data tags, which do not name them). */
const accessChecksKey = 'AccessChecks';

/** Whose access is checked: the session's borrower, and the offer and loan number they came for. */
export interface AccessSubject {
  borrowerId: number | null;
  offerId: LinkId | null;
  loanNumber: string | null;
}

/** The checks' answers; a check that failed or was not made is missing (it blocks nothing). */
export interface AccessAnswers {
  lock?: GetAccountLockStatusResponse;
  restriction?: HasLoginRestrictionResponse;
  loanAccess?: VerifyLoanAccessResponse;
}

interface AccessQuery<T> {
  queryKey: readonly unknown[];
  queryFn: () => Promise<T>;
}

const lockStatusQuery = (borrowerId: number | null): AccessQuery<GetAccountLockStatusResponse> => ({
  queryKey: [accessChecksKey, 'GetAccountLockStatus', borrowerId],
  queryFn: () => apiCall('GetAccountLockStatus', {}),
});

const loginRestrictionQuery = (borrowerId: number | null): AccessQuery<HasLoginRestrictionResponse> => ({
  queryKey: [accessChecksKey, 'HasLoginRestriction', borrowerId],
  queryFn: () => apiCall('HasLoginRestriction', {}),
});

const loanAccessQuery = (offerId: LinkId, loanNumber: string): AccessQuery<VerifyLoanAccessResponse> => ({
  queryKey: [accessChecksKey, 'VerifyLoanAccess', offerId, loanNumber],
  queryFn: () => apiCall('VerifyLoanAccess', { offerId, loanNumber }),
});

/**
 * "A successful VerifyContact refreshes lock status and loan access" (portal-journey section 7): each check is fetched
 * anew whatever is cached, and the cache keeps the fresh answers for the guard. Loan access needs the offer's loan
 * number; without it that check waits for the guard.
 */
export async function refreshAccessChecks(queryClient: QueryClient, subject: AccessSubject): Promise<AccessAnswers> {
  const fresh = <T>(options: AccessQuery<T>): Promise<T | undefined> =>
    queryClient.fetchQuery({ ...options, staleTime: 0 }).catch(() => undefined);
  const { offerId, loanNumber } = subject;
  const [lock, restriction, loanAccess] = await Promise.all([
    fresh(lockStatusQuery(subject.borrowerId)),
    fresh(loginRestrictionQuery(subject.borrowerId)),
    offerId != null && loanNumber != null ? fresh(loanAccessQuery(offerId, loanNumber)) : undefined,
  ]);
  return { lock, restriction, loanAccess };
}

/**
 * The guard's view of the checks: the cached answers (a verification just fetched them), or fetched once when none are
 * cached (after a reload). They run once the session's offer, and so its loan number, is known.
 */
export function useAccessChecks(subject: AccessSubject): AccessAnswers {
  const { offerId, loanNumber } = subject;
  const ready = offerId != null && loanNumber != null;
  const [lock, restriction, loanAccess] = useQueries({
    queries: [
      { ...lockStatusQuery(subject.borrowerId), enabled: ready },
      { ...loginRestrictionQuery(subject.borrowerId), enabled: ready },
      { ...loanAccessQuery(offerId ?? '', loanNumber ?? ''), enabled: ready },
    ],
  });
  return { lock: lock.data, restriction: restriction.data, loanAccess: loanAccess.data };
}
