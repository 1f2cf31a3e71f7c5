import { describe, expect, it } from 'vitest';
import { useJaneAndJohn } from '../../helpers/jane-and-john';
import { MARY } from '../../helpers/test-app';
import { specAnswer } from '../../helpers/spec-answer';
import { invalidAnswer, requiredMessage, validValue } from '../../../helpers/screen-examples';

const t = useJaneAndJohn();
const { call, profileOf } = t;

const CONTACT = 'info/contact';

describe('UpdateBorrowerContact', () => {
  const janeContact = { applicationId: 7001, borrowerId: 5001, emailAddress: 'jane.doe@example.com' };

  it('every demo borrower has contact data on file (home phone left out)', async () => {
    const p = await profileOf(t.john, MARY.applicationId);
    expect(p.contactInfo).toMatchObject({ homePhoneNumber: null, emailAddress: 'mary.smith@example.com' });
    expect(p.contactInfo.cellPhoneNumber).toMatch(/^[2-9]\d{2}[2-9]\d{6}$/);
  });

  it('saves, answers the ContactInfo and GetBorrowerData shows it; fields not sent are cleared', async () => {
    const body = { ...janeContact, homePhoneNumber: '2175550123', workPhoneNumber: '8475550789', workPhoneExtn: '0042' };
    const res = await call(t.jane, '/api/UpdateBorrowerContact', body);
    expect(res.statusCode).toBe(200);
    const expected = { homePhoneNumber: '2175550123', cellPhoneNumber: null, workPhoneNumber: '8475550789',
      workPhoneExtn: '0042', emailAddress: 'jane.doe@example.com' };
    expect(specAnswer(res)).toEqual(expected);
    expect((await profileOf(t.jane, 7001)).contactInfo).toEqual(expected);

    const second = await call(t.jane, '/api/UpdateBorrowerContact', { ...janeContact, cellPhoneNumber: '3125550456' });
    expect(specAnswer(second)).toEqual({ homePhoneNumber: null, cellPhoneNumber: '3125550456', workPhoneNumber: null,
      workPhoneExtn: null, emailAddress: 'jane.doe@example.com' });
  });

  it('rejects what the screen rejects with the field messages, and stores nothing', async () => {
    const before = (await profileOf(t.jane, 7001)).contactInfo;
    const none = await call(t.jane, '/api/UpdateBorrowerContact', { applicationId: 7001, borrowerId: 5001 });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(none.json().fields).toEqual([
      { field: 'homePhoneNumber', message: requiredMessage(CONTACT, '.homePhoneNumber') },
      { field: 'emailAddress', message: requiredMessage(CONTACT, '.emailAddress') },
    ]);
    const cell = invalidAnswer(CONTACT, '.cellPhoneNumber');
    const extn = invalidAnswer(CONTACT, '.workPhoneExtn');
    const email = invalidAnswer(CONTACT, '.emailAddress');
    const bad = await call(t.jane, '/api/UpdateBorrowerContact', { ...janeContact, cellPhoneNumber: cell.value,
      workPhoneNumber: validValue(CONTACT, '.workPhoneNumber'), workPhoneExtn: extn.value, emailAddress: email.value });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([
      { field: 'cellPhoneNumber', message: cell.message },
      { field: 'workPhoneExtn', message: extn.message },
      { field: 'emailAddress', message: email.message },
    ]);
    expect((await profileOf(t.jane, 7001)).contactInfo).toEqual(before);
    const longEmail = invalidAnswer(CONTACT, '.emailAddress', [email.message]);
    const long = await call(t.jane, '/api/UpdateBorrowerContact', { ...janeContact,
      cellPhoneNumber: validValue(CONTACT, '.cellPhoneNumber'), emailAddress: longEmail.value });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual([{ field: 'emailAddress', message: longEmail.message }]);
    expect((await profileOf(t.jane, 7001)).contactInfo).toEqual(before);
  });

  it('needs the CSRF header', async () => {
    const res = await call(t.jane, '/api/UpdateBorrowerContact', { ...janeContact, cellPhoneNumber: '3125550456' }, false);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_INVALID');
  });

  it("answers 403 for another loan's ids, or a borrower that is not the application's", async () => {
    const other = { applicationId: 7002, borrowerId: 5002, cellPhoneNumber: '3125550456', emailAddress: 'x@y.co' };
    const res = await call(t.jane, '/api/UpdateBorrowerContact', other);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    const mixed = await call(t.john, '/api/UpdateBorrowerContact', { ...other, borrowerId: MARY.borrowerId });
    expect(mixed.statusCode).toBe(403);
    expect((await profileOf(t.john, 7002)).contactInfo.emailAddress).toBe('john.smith@example.com');
  });
});
