// The 5-failure lockouts hold against parallel guesses: one serialised check per borrower and per account,
// on PGlite and on PostgreSQL (there with two app servers sharing the database).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRACE, GRACE_LOGIN } from '../helpers/journey';
import { type BegunSignIn, beginSignIn, postPassword } from '../helpers/sign-in';
import { buildTestApp, consent, JANE } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';

const t = useTestApp();
let servers: FastifyInstance[];

beforeAll(async () => {
  // On PostgreSQL the second server has its own connection pool, as a second machine would.
  servers = [t.app, await buildTestApp(await t.testDb.open())];
});
afterAll(async () => {
  await servers?.[1]?.close();
});

/** 50 wrong answers at once across both servers, then the right one, still in the same burst. */
function burst(send: (server: FastifyInstance, right: boolean) => Promise<LightMyRequestResponse>) {
  const wrong = Array.from({ length: 50 }, (_, i) => send(servers[i % 2] as FastifyInstance, false));
  return Promise.all([...wrong, send(servers[1] as FastifyInstance, true)]);
}

describe('identity lockout under parallel guesses', () => {
  it('evaluates exactly 5 wrong answers, then refuses the right one', async () => {
    await consent(servers[0] as FastifyInstance, JANE);
    const answers = await burst((server, right) => server.inject({
      method: 'POST', url: '/api/VerifyContact',
      payload: { offerID: JANE.offerId, customerRecordID: JANE.userId, ssn: right ? JANE.ssn : '000000', dateOfBirth: JANE.dateOfBirth },
    }));
    const bodies = answers.map((a) => a.json());
    expect(bodies.filter((b) => b.isPIIVerified)).toEqual([]);
    // Four wrong answers say "not verified"; the fifth locks, and every later one, the right one too, finds the lock.
    expect(bodies.filter((b) => !b.isAccountLocked)).toHaveLength(4);
    expect(bodies.at(-1)).toMatchObject({ isPIIVerified: false, isAccountLocked: true });
    expect(answers.every((a) => a.headers['set-cookie'] === undefined)).toBe(true);
    const [row] = await t.testDb.db.query<{ failed_verify_attempts: number; locked: boolean }>(
      'SELECT failed_verify_attempts, locked FROM borrowers WHERE borrower_id = $1', [JANE.borrowerId]);
    expect(row).toEqual({ failed_verify_attempts: 5, locked: true });
  });
});

describe('sign-in lockout under parallel guesses', () => {
  it('evaluates exactly 5 wrong passwords, then refuses the right one', async () => {
    // Each guess on its own sign-in at the provider, begun on either server and posted to the other half the time.
    const begun = await Promise.all(Array.from({ length: 51 }, (_, i) => beginSignIn(servers[i % 2] as FastifyInstance)));
    let next = 0;
    const answers = await burst((server, right) => postPassword(server, begun[next++] as BegunSignIn,
      { email: GRACE_LOGIN.email, password: right ? GRACE_LOGIN.password : 'not-the-password' }));
    const codes = answers.map((a) => a.json().code as string | undefined);
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(4);
    expect(codes.filter((c) => c === 'ACCOUNT_LOCKED')).toHaveLength(47);
    expect(answers.at(-1)?.statusCode).toBe(423);
    const [row] = await t.testDb.db.query<{ failed_login_attempts: number; locked: boolean }>(
      'SELECT failed_login_attempts, locked FROM accounts WHERE borrower_id = $1', [GRACE.borrowerId]);
    expect(row).toEqual({ failed_login_attempts: 5, locked: true });
  });
});
