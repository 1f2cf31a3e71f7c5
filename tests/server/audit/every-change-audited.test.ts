// Every state-changing borrower call (a POST whose guard asks for the CSRF token) records one audit event per change.
import type { LightMyRequestResponse } from 'fastify';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { analystCopy } from '../../helpers/analyst-copy';
import { postRoutesWithBody } from '../helpers/route-recorder';
import { JANE, JOHN, verify, type Verified } from '../helpers/test-app';
import { collectTimeTestApp } from '../helpers/use-test-app';
import { type Sender, validBodies } from '../helpers/valid-bodies';
import { auditRowsAfter, lastAuditEventId } from './audit-rows';

vi.mock('fastify', async (importOriginal) =>
  (await import('../helpers/route-recorder')).withRouteRecording(await importOriginal<{ default: unknown }>()));

/** CSRF-guarded calls about the borrower's account, not the offer: security events, kept out of the offer's trail. */
const ACCOUNT_CALLS = ['/api/CreateAccount'];
/** Submitting closes the offer to every save after it. */
const LAST = '/api/SubmitApplication';

// The routes are read from the app itself, so the app is built while the file is collected.
// The analyst's copy has a screen saved through SaveScreenAnswers, so that call has a valid body too.
const { app, testDb } = await collectTimeTestApp({ schemasDir: join(analystCopy(), 'schemas') });
type Borrower = Exclude<Sender, 'lender'>;
const sessions: Record<Borrower, Verified> = { jane: await verify(app, JANE), john: await verify(app, JOHN) };
const borrowerOf: Record<Borrower, { borrowerId: number; offerId: number }> = {
  jane: { borrowerId: JANE.borrowerId, offerId: 1001 },
  john: { borrowerId: JOHN.borrowerId, offerId: 1002 },
};

const send = (url: string, as: Borrower, payload: object, csrf = true): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url,
    headers: { cookie: sessions[as].cookie, ...(csrf ? { 'x-csrf-token': sessions[as].csrfToken } : {}) },
    payload,
  });

/**
 * The guard runs before the body is read, so a session without the CSRF header and an empty body tells the guarded
 * calls (403 CSRF_INVALID) from the others (a 400 or a read) without changing anything.
 */
const guarded: string[] = [];
for (const { url } of postRoutesWithBody()) {
  if (url.startsWith('/api/') && (await send(url, 'jane', {}, false)).json().code === 'CSRF_INVALID') guarded.push(url);
}
const audited = guarded.filter((url) => !ACCOUNT_CALLS.includes(url)).sort((a, b) => Number(a === LAST) - Number(b === LAST));

describe('every CSRF-guarded borrower call is audited', () => {
  it('the probe finds the guarded calls, the account calls among them', () => {
    expect(audited.length).toBeGreaterThan(15);
    expect(audited).toContain('/api/UpdateBorrowerContact');
    expect(audited.at(-1)).toBe(LAST);
    for (const url of ACCOUNT_CALLS) expect(guarded).toContain(url);
  });

  it.each(audited)('%s records one event per change, under the borrower who made it', async (url) => {
    const bodies = validBodies[url] ?? [];
    expect(bodies.length, `no valid body of ${url} in tests/server/helpers/valid-bodies.ts`).toBeGreaterThan(0);
    if (url === LAST) {
      // Submission needs a Completed application, and that save is itself an audited change.
      const completed = { offerId: JANE.offerId, applicationId: JANE.applicationId, applicationStatusId: 3 };
      expect((await send('/api/UpdateApplicationStatus', 'jane', completed)).statusCode).toBe(200);
    }
    for (const { as, body } of bodies) {
      if (as === 'lender') throw new Error(`${url} is a service call, not a borrower's`);
      const mark = await lastAuditEventId(testDb.db);
      const res = await send(url, as, body as object);
      expect(res.statusCode, `${url} answered ${res.body}`).toBe(200);
      const events = await auditRowsAfter(testDb.db, mark);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        offerId: borrowerOf[as].offerId, actorType: 'borrower', actor: String(borrowerOf[as].borrowerId), call: url.slice('/api/'.length),
      });
      expect(events[0]?.fields.length).toBeGreaterThan(0);
    }
  });
});
