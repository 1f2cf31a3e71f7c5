import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { BorrowerProfile } from '../../../../src/shared/api';
import { profileInAnswer, updateAfterSave } from '../../../../src/app/api/hooks/invalidate-updates';
import { queryKeys } from '../../../../src/app/api/query-keys';

const profile = { applicationId: 7001, borrowerInfo: { firstName: 'Jane' } } as unknown as BorrowerProfile;

function cached(client: QueryClient) {
  client.setQueryData(queryKeys.borrowerData(7001), { applicationId: 7001, borrowerInfo: { firstName: 'Old' } });
  client.setQueryData(queryKeys.borrowerData(7003), { applicationId: 7003, borrowerInfo: { firstName: 'Mary' } });
  client.setQueryData(queryKeys.dashboard('1001'), { sections: [] });
}

describe('profileInAnswer', () => {
  it('finds borrowerData on an object answer only', () => {
    expect(profileInAnswer({ emailAddress: 'a@b.c', borrowerData: profile })).toBe(profile);
    expect(profileInAnswer([{ borrowerData: profile }])).toBeUndefined();
    expect(profileInAnswer({ emailAddress: 'a@b.c' })).toBeUndefined();
    expect(profileInAnswer(null)).toBeUndefined();
  });
});

describe('updateAfterSave', () => {
  it('puts the answered profile in the cache and marks the rest stale (dashboard, status, other applications)', async () => {
    const client = new QueryClient();
    cached(client);
    await updateAfterSave(client, profile);
    expect(client.getQueryData(queryKeys.borrowerData(7001))).toEqual(profile);
    expect(client.getQueryState(queryKeys.borrowerData(7001))?.isInvalidated).toBe(false);
    expect(client.getQueryState(queryKeys.borrowerData(7003))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.dashboard('1001'))?.isInvalidated).toBe(true);
  });

  it('without a profile, marks the borrower data stale too', async () => {
    const client = new QueryClient();
    cached(client);
    await updateAfterSave(client, undefined);
    expect(client.getQueryState(queryKeys.borrowerData(7001))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.dashboard('1001'))?.isInvalidated).toBe(true);
  });
});
