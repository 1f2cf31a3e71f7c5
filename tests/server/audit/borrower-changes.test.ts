// What the borrower's calls record in the audit trail: one event per change made, none for a change refused.
import { describe, expect, it } from 'vitest';
import { GRACE, LUIS } from '../helpers/journey';
import { useJaneAndJohn } from '../helpers/jane-and-john';
import { JANE, JOHN, MARY, verify } from '../helpers/test-app';
import { auditRowsAfter, lastAuditEventId } from './audit-rows';

const t = useJaneAndJohn();
const { call } = t;

const janeContact = { applicationId: JANE.applicationId, borrowerId: JANE.borrowerId, emailAddress: 'jane.audit@example.com' };

/** The events a step records (the step's answer is returned for its own checks). */
async function recorded<T>(step: () => Promise<T>) {
  const mark = await lastAuditEventId(t.testDb.db);
  const answer = await step();
  return { answer, events: await auditRowsAfter(t.testDb.db, mark) };
}

const storedEmail = async (borrowerId: number): Promise<string | null> => {
  const rows = await t.testDb.db.query<{ email: string | null }>(
    'SELECT email_address AS email FROM contacts WHERE borrower_id = $1', [borrowerId]);
  return rows[0]?.email ?? null;
};

describe('a borrower save', () => {
  it("records exactly one event: the offer, the borrower's id, the call and the body's pointers", async () => {
    const body = { ...janeContact, homePhoneNumber: '2175550123' };
    const { answer, events } = await recorded(() => call(t.jane, '/api/UpdateBorrowerContact', body));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(events).toEqual([{
      offerId: 1001, actorType: 'borrower', actor: '5001', call: 'UpdateBorrowerContact',
      fields: ['/applicationId', '/borrowerId', '/emailAddress', '/homePhoneNumber'],
    }]);
  });

  it("names the borrower who made the change, not the one whose application it is", async () => {
    const body = { offerId: JOHN.offerId, applicationId: MARY.applicationId, applicationStatusId: 2 };
    const { answer, events } = await recorded(() => call(t.john, '/api/UpdateApplicationStatus', body));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(events).toEqual([{
      offerId: 1002, actorType: 'borrower', actor: '5002', call: 'UpdateApplicationStatus', fields: ['/applicationStatusId'],
    }]);
    const review = { ...body, applicationType: 'Declaration' };
    const typed = await recorded(() => call(t.john, '/api/UpdateApplicationStatus', review));
    expect(typed.events.map((e) => e.fields)).toEqual([['/applicationType', '/applicationStatusId']]);
  });
});

describe('a save refused records nothing', () => {
  it('400: a body its schema refuses', async () => {
    const { answer, events } = await recorded(() => call(t.jane, '/api/UpdateBorrowerContact', { ...janeContact, emailAddress: 'no-at-sign' }));
    expect(answer.statusCode).toBe(400);
    expect(events).toEqual([]);
  });

  it('403: without the CSRF header', async () => {
    const { answer, events } = await recorded(() => call(t.jane, '/api/UpdateBorrowerContact', { ...janeContact, homePhoneNumber: '2175550123' }, false));
    expect(answer.json().code).toBe('CSRF_INVALID');
    expect(events).toEqual([]);
  });

  it('409: an offer no longer open for changes (Submitted)', async () => {
    const grace = await verify(t.app, GRACE);
    const body = { applicationId: GRACE.applicationId, borrowerId: GRACE.borrowerId, emailAddress: 'grace.audit@example.com' };
    const { answer, events } = await recorded(() => call(grace, '/api/UpdateBorrowerContact', body));
    expect(answer.json().code).toBe('OFFER_CLOSED');
    expect(events).toEqual([]);
  });

  it('403 from inside the transaction: nothing saved, nothing recorded', async () => {
    const before = [await storedEmail(JOHN.borrowerId), await storedEmail(MARY.borrowerId)];
    // Mary's borrower id on John's application: refused only once the save has looked the application up.
    const body = { applicationId: JOHN.applicationId, borrowerId: MARY.borrowerId, emailAddress: 'mary.audit@example.com',
      homePhoneNumber: '2175550123' };
    const { answer, events } = await recorded(() => call(t.john, '/api/UpdateBorrowerContact', body));
    expect(answer.json().code).toBe('FORBIDDEN');
    expect(events).toEqual([]);
    expect([await storedEmail(JOHN.borrowerId), await storedEmail(MARY.borrowerId)]).toEqual(before);
  });
});

describe('consent through the offer link (no session)', () => {
  const consent = (payload: object) => t.app.inject({ method: 'POST', url: '/api/UpdateBorrowerConsent', payload });

  it('is recorded under the borrower the link names, with the offer status when it moves', async () => {
    const luis = await recorded(() => consent({ offerID: LUIS.offerId, borrowerId: LUIS.userId }));
    expect(luis.answer.json()).toEqual({ hasSignedConsent: true, offerStatusID: 3 });
    expect(luis.events).toEqual([{
      offerId: 1003, actorType: 'borrower', actor: '5004', call: 'UpdateBorrowerConsent',
      fields: ['/hasSignedConsent', '/offerStatusID'],
    }]);
    const mary = await recorded(() => consent({ OfferID: MARY.offerId, DestinyCustomerRecordID: MARY.userId }));
    expect(mary.answer.statusCode, mary.answer.body).toBe(200);
    expect(mary.events).toEqual([{
      offerId: 1002, actorType: 'borrower', actor: '5003', call: 'UpdateBorrowerConsent', fields: ['/hasSignedConsent'],
    }]);
  });

  it('records nothing for a link that names no borrower', async () => {
    const { answer, events } = await recorded(() => consent({ offerID: LUIS.offerId, borrowerId: '5001' }));
    expect(answer.json().code).toBe('LOAN_NOT_FOUND');
    expect(events).toEqual([]);
  });
});

describe('submitting the application', () => {
  it('records the status it sets once; a second submission is refused and records nothing', async () => {
    const luis = await verify(t.app, LUIS);
    const first = await recorded(() => call(luis, '/api/SubmitApplication', { offerId: LUIS.offerId }));
    expect(first.answer.json()).toEqual({ offerStatusID: 4 });
    expect(first.events).toEqual([{
      offerId: 1003, actorType: 'borrower', actor: '5004', call: 'SubmitApplication', fields: ['/offerStatusID'],
    }]);
    const again = await recorded(() => call(luis, '/api/SubmitApplication', { offerId: LUIS.offerId }));
    expect(again.answer.json().code).toBe('ALREADY_SUBMITTED');
    expect(again.events).toEqual([]);
  });
});
