import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshAccessChecks } from '../../../src/app/api/hooks/useAccessChecks';
import { createQueryClient } from '../../../src/app/api/query-client';

const subject = { borrowerId: 5001, offerId: '1001', loanNumber: '0012345678' };

function stubAnswers(answers: Record<string, unknown>) {
  const fetchMock = vi.fn(async (url: string) => {
    const body = answers[url.replace('/api/', '')];
    return body === undefined ? new Response('{}', { status: 404 }) : new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('refreshAccessChecks', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches every check anew even when answers are cached, and caches the fresh ones', async () => {
    const queryClient = createQueryClient();
    stubAnswers({
      GetAccountLockStatus: { isAccountLocked: false },
      HasLoginRestriction: { hasLoginRestriction: false, reason: null },
      VerifyLoanAccess: { hasLoanAccess: true },
    });
    await refreshAccessChecks(queryClient, subject);
    const fetchMock = stubAnswers({
      GetAccountLockStatus: { isAccountLocked: true },
      HasLoginRestriction: { hasLoginRestriction: true, reason: 'ACCOUNT_LOCKED' },
      VerifyLoanAccess: { hasLoanAccess: false },
    });
    const answers = await refreshAccessChecks(queryClient, subject);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(answers).toEqual({
      lock: { isAccountLocked: true },
      restriction: { hasLoginRestriction: true, reason: 'ACCOUNT_LOCKED' },
      loanAccess: { hasLoanAccess: false },
    });
    expect(queryClient.getQueryData(['AccessChecks', 'GetAccountLockStatus', 5001])).toEqual({ isAccountLocked: true });
  });

  it('a failed check is missing from the answers; without a loan number loan access is not asked', async () => {
    const fetchMock = stubAnswers({ HasLoginRestriction: { hasLoginRestriction: false, reason: null } });
    const answers = await refreshAccessChecks(createQueryClient(), { ...subject, loanNumber: null });
    expect(answers).toEqual({ lock: undefined, restriction: { hasLoginRestriction: false, reason: null }, loanAccess: undefined });
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual(['/api/GetAccountLockStatus', '/api/HasLoginRestriction']);
  });
});
