import { describe, expect, it } from 'vitest';
import { GRACE, GRACE_LOGIN, LUIS, post } from '../helpers/journey';
import { JANE, JOHN, MARY, verify, type Verified } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';
import { tryPassword } from '../helpers/sign-in';

const t = useTestApp();

// Reads: the session cookie only, never a CSRF header.
const read = (url: string, body: object, s?: Verified) => post(t.app, url, body, s, { csrf: false });
const lockStatus = (s?: Verified) => read('/api/GetAccountLockStatus', {}, s);
const restriction = (s?: Verified) => read('/api/HasLoginRestriction', {}, s);
const loanAccess = (s: Verified | undefined, offerId: string, loanNumber: string) =>
  read('/api/VerifyLoanAccess', { offerId, loanNumber }, s);
const loanNumberOf = (offerId: string) => `20230${offerId}`;
const setOffer = (offerId: string, set: string) => t.testDb.db.query(`UPDATE offers SET ${set} WHERE link_id = $1`, [offerId]);

describe('the access checks after identity verification', () => {
  it('401 without a session, for each check', async () => {
    for (const res of [await lockStatus(), await restriction(), await loanAccess(undefined, JANE.offerId, loanNumberOf('1001'))]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('a verified borrower on an open offer: not locked, no restriction, access to their own loan', async () => {
    const jane = await verify(t.app, JANE);
    expect((await lockStatus(jane)).json()).toEqual({ isAccountLocked: false });
    expect((await restriction(jane)).json()).toEqual({ hasLoginRestriction: false, reason: null });
    const access = await loanAccess(jane, JANE.offerId, loanNumberOf('1001'));
    expect(access.statusCode).toBe(200);
    expect(access.json()).toEqual({ hasLoanAccess: true });
  });

  it('no loan access with a wrong loan number, on another borrower\'s offer or on an unknown one', async () => {
    const jane = await verify(t.app, JANE);
    expect((await loanAccess(jane, JANE.offerId, '202301002')).json()).toEqual({ hasLoanAccess: false });
    expect((await loanAccess(jane, JOHN.offerId, loanNumberOf('1002'))).json()).toEqual({ hasLoanAccess: false });
    expect((await loanAccess(jane, 'no-such-offer', loanNumberOf('1001'))).json()).toEqual({ hasLoanAccess: false });
    const missing = await read('/api/VerifyLoanAccess', { offerId: JANE.offerId }, jane);
    expect(missing.statusCode).toBe(400);
  });

  it('a co-borrower has access to the shared loan until their application is withdrawn', async () => {
    const mary = await verify(t.app, MARY);
    expect((await loanAccess(mary, MARY.offerId, loanNumberOf('1002'))).json()).toEqual({ hasLoanAccess: true });
    await t.testDb.db.query('UPDATE applications SET active_ind = false WHERE application_id = $1', [MARY.applicationId]);
    expect((await loanAccess(mary, MARY.offerId, loanNumberOf('1002'))).json()).toEqual({ hasLoanAccess: false });
    await t.testDb.db.query('UPDATE applications SET active_ind = true WHERE application_id = $1', [MARY.applicationId]);
  });

  it('a Submitted offer is no restriction: its borrowers still sign in to see it', async () => {
    const grace = await verify(t.app, GRACE);
    expect((await restriction(grace)).json()).toEqual({ hasLoginRestriction: false, reason: null });
  });

  it('an offer withdrawn or invalidated after the session began restricts with the offer\'s reason', async () => {
    const luis = await verify(t.app, LUIS);
    await setOffer(LUIS.offerId, 'offer_status_id = 5');
    expect((await restriction(luis)).json()).toEqual({ hasLoginRestriction: true, reason: 'OFFER_CHANGED' });
    await setOffer(LUIS.offerId, 'active_ind = false');
    expect((await restriction(luis)).json()).toEqual({ hasLoginRestriction: true, reason: 'NO_ACTIVE_OFFER' });
    await setOffer(LUIS.offerId, 'offer_status_id = 2, active_ind = true');
  });

  it('a sign-in account locked by five wrong passwords is a locked account and a restriction', async () => {
    const grace = await verify(t.app, GRACE);
    for (let i = 0; i < 5; i += 1) {
      await tryPassword(t.app, { ...GRACE_LOGIN, password: 'not-the-password' });
    }
    expect((await lockStatus(grace)).json()).toEqual({ isAccountLocked: true });
    expect((await restriction(grace)).json()).toEqual({ hasLoginRestriction: true, reason: 'ACCOUNT_LOCKED' });
  });

  it('an identity lock ends the session: the checks then answer 401', async () => {
    const john = await verify(t.app, JOHN);
    expect((await lockStatus(john)).json()).toEqual({ isAccountLocked: false });
    for (let i = 0; i < 5; i += 1) {
      await post(t.app, '/api/VerifyContact', { offerID: JOHN.offerId, customerRecordID: JOHN.userId, ssn: '000000', dateOfBirth: JOHN.dateOfBirth });
    }
    expect((await lockStatus(john)).statusCode).toBe(401);
    expect((await restriction(john)).statusCode).toBe(401);
    expect((await loanAccess(john, JOHN.offerId, loanNumberOf('1002'))).statusCode).toBe(401);
  });
});
