// The audit trail names the fields a borrower sent, never their values: no SSN, no date of birth, in any form.
import { describe, expect, it } from 'vitest';
import { post } from '../helpers/journey';
import { JANE, JOHN, verify } from '../helpers/test-app';
import { useTestApp } from '../helpers/use-test-app';
import { validBodies } from '../helpers/valid-bodies';

const t = useTestApp();

const NEW_DATE_OF_BIRTH = '02/29/1984';

/** How each value could be spelled in a row: as sent, as a date, as bare digits. */
const FORBIDDEN = [
  JANE.ssn, JOHN.ssn,
  JANE.dateOfBirth, '1980-01-15', '01151980', '19800115',
  JOHN.dateOfBirth, '1975-03-02', '03021975', '19750302',
  NEW_DATE_OF_BIRTH, '1984-02-29', '02291984', '19840229',
];

/** Every audit row as text; occurred_at is left out, since its microseconds are digits that could match by chance. */
async function auditText(): Promise<string> {
  const rows = await t.testDb.db.query<{ text: string }>(
    `SELECT concat_ws('|', audit_event_id, offer_id, actor_type, actor, call, fields::text, request_id, outcome, changes::text) AS text
     FROM audit_events`);
  return rows.map((r) => r.text).join('\n');
}

describe('the audit trail and personal data', () => {
  it('after identity checks and saves of the date of birth, holds neither an SSN nor a date of birth', async () => {
    const jane = await verify(t.app, JANE);
    const john = await verify(t.app, JOHN);
    const [personal] = validBodies['/api/UpdateBorrowerData'] ?? [];
    const saved = await post(t.app, '/api/UpdateBorrowerData', { ...(personal?.body as object), dateOfBirth: NEW_DATE_OF_BIRTH }, jane);
    expect(saved.statusCode, saved.body).toBe(200);
    const johnBody = { offerId: JOHN.offerId, applicationId: JOHN.applicationId, applicationStatusId: 2 };
    expect((await post(t.app, '/api/UpdateApplicationStatus', johnBody, john)).statusCode).toBe(200);

    const text = await auditText();
    // The saves were recorded, the date of birth among their fields: the search below looks at real events.
    expect(text).toContain('UpdateBorrowerData');
    expect(text).toContain('"/dateOfBirth"');
    for (const value of FORBIDDEN) expect(text, `the audit trail holds ${value}`).not.toContain(value);
  });
});
