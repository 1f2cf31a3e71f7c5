// autocannon against one POST call; figures as the closing notes quote them.
import autocannon from 'autocannon';

export interface Load {
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export async function load(url: string, body: unknown, opts: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<Load> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...opts.headers },
    body: JSON.stringify(body),
    connections: opts.connections,
    duration: opts.seconds,
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export const describeLoad = (l: Load): string =>
  `${l.reqPerSec.toFixed(0)} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms${l.non2xx || l.errors ? `, non-2xx ${l.non2xx}, errors ${l.errors}` : ''}`;

/** A verified borrower's session on a running portal: what GetBorrowerData needs. */
export async function borrowerSession(
  baseUrl: string,
  who: { offerId: string; userId: string; ssn: string; dateOfBirth: string },
): Promise<Record<string, string>> {
  const post = (call: string, body: unknown) =>
    fetch(`${baseUrl}/api/${call}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await post('UpdateBorrowerConsent', { offerID: who.offerId, borrowerId: who.userId });
  const res = await post('VerifyContact', {
    offerID: who.offerId, customerRecordID: who.userId, ssn: who.ssn, dateOfBirth: who.dateOfBirth,
  });
  if (!res.ok) throw new Error(`VerifyContact answered ${res.status}: ${await res.text()}`);
  const cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  return { cookie };
}
