// UpdateBorrowerLanguagePreference: the Supplemental Consumer Information Form's language question, each borrower's
// own answer, stored as a language code, Other's text or a refusal, and shown in GetBorrowerData.
import { describe, expect, it } from 'vitest';
import { useJaneAndJohn } from '../../helpers/jane-and-john';
import { JANE, JOHN, MARY } from '../../helpers/test-app';
import { specAnswer } from '../../helpers/spec-answer';
import { examplesOf, invalidAnswer, requiredMessage } from '../../../helpers/screen-examples';

const t = useJaneAndJohn();
const { call, profileOf } = t;

const SCREEN = 'info/preferred-language';
const URL = '/api/UpdateBorrowerLanguagePreference';
const janeIds = { applicationId: JANE.applicationId, borrowerId: JANE.borrowerId };
/** The screen's valid example choosing `choice`. */
const answerChoosing = (choice: string) => {
  const example = examplesOf(SCREEN).valid.find((formData) => formData.preferredLanguage === choice);
  if (!example) throw new Error(`${SCREEN} has no valid example choosing ${choice}`);
  return example as { preferredLanguage: string; languageCodeOtherDescription?: string };
};
const stored = (languageCode: string | null, languageCodeOtherDescription: string | null, languageRefusalInd: boolean) =>
  ({ languageCode, languageCodeOtherDescription, languageRefusalInd });

describe('UpdateBorrowerLanguagePreference', () => {
  it('no demo borrower has answered: GetBorrowerData shows null', async () => {
    expect((await profileOf(t.jane, JANE.applicationId)).languagePreferenceInfo).toBeNull();
    expect((await profileOf(t.john, MARY.applicationId)).languagePreferenceInfo).toBeNull();
  });

  it('saves a language as its code, Other with its text, a refusal as the refusal flag and nothing chosen as nothing', async () => {
    const cases: [object, ReturnType<typeof stored>][] = [
      [answerChoosing('spa'), stored('spa', null, false)],
      [answerChoosing('other'), stored('other', answerChoosing('other').languageCodeOtherDescription ?? null, false)],
      [answerChoosing('refused'), stored(null, null, true)],
      [{}, stored(null, null, false)],
    ];
    for (const [answer, expected] of cases) {
      const res = await call(t.jane, URL, { ...janeIds, ...answer });
      expect(res.statusCode, JSON.stringify(answer)).toBe(200);
      expect(specAnswer(res)).toEqual(expected);
      // The answer carries the saver's profile as committed.
      expect(res.json().borrowerData.languagePreferenceInfo).toEqual(expected);
      expect((await profileOf(t.jane, JANE.applicationId)).languagePreferenceInfo).toEqual(expected);
    }
  });

  it("keeps Other's text only with Other", async () => {
    const res = await call(t.jane, URL, { ...janeIds, preferredLanguage: 'vie', languageCodeOtherDescription: 'Haitian Creole' });
    expect(res.statusCode).toBe(200);
    expect(specAnswer(res)).toEqual(stored('vie', null, false));
  });

  it('rejects what the screen rejects with the field and its message, and stores nothing', async () => {
    await call(t.jane, URL, { ...janeIds, ...answerChoosing('spa') });
    const before = (await profileOf(t.jane, JANE.applicationId)).languagePreferenceInfo;
    const missing = await call(t.jane, URL, { ...janeIds, preferredLanguage: 'other' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(missing.json().fields).toEqual([
      { field: 'languageCodeOtherDescription', message: requiredMessage(SCREEN, '.languageCodeOtherDescription') },
    ]);
    for (const property of ['.preferredLanguage', '.languageCodeOtherDescription'] as const) {
      const refused = invalidAnswer(SCREEN, property);
      const res = await call(t.jane, URL, { ...janeIds, ...refused.formData });
      expect(res.statusCode, property).toBe(400);
      expect(res.json().fields).toEqual([{ field: property.slice(1), message: refused.message }]);
    }
    expect((await profileOf(t.jane, JANE.applicationId)).languagePreferenceInfo).toEqual(before);
  });

  it('needs the CSRF header', async () => {
    const res = await call(t.jane, URL, { ...janeIds, ...answerChoosing('spa') }, false);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_INVALID');
  });

  it("answers 403 for another loan's borrower, or a borrower that is not the application's, and stores nothing", async () => {
    const johnIds = { applicationId: JOHN.applicationId, borrowerId: JOHN.borrowerId };
    const otherLoan = await call(t.jane, URL, { ...johnIds, ...answerChoosing('spa') });
    expect(otherLoan.statusCode).toBe(403);
    expect(otherLoan.json().code).toBe('FORBIDDEN');
    const mixed = await call(t.john, URL, { ...johnIds, borrowerId: MARY.borrowerId, ...answerChoosing('refused') });
    expect(mixed.statusCode).toBe(403);
    expect(mixed.json().code).toBe('FORBIDDEN');
    expect((await profileOf(t.john, JOHN.applicationId)).languagePreferenceInfo).toBeNull();
    expect((await profileOf(t.john, MARY.applicationId)).languagePreferenceInfo).toBeNull();
  });

  it("is each borrower's own: John's answer is not Mary's", async () => {
    const res = await call(t.john, URL, { applicationId: JOHN.applicationId, borrowerId: JOHN.borrowerId, ...answerChoosing('refused') });
    expect(res.statusCode).toBe(200);
    expect((await profileOf(t.john, JOHN.applicationId)).languagePreferenceInfo).toEqual(stored(null, null, true));
    expect((await profileOf(t.john, MARY.applicationId)).languagePreferenceInfo).toBeNull();
  });

  it('records the save in the audit trail under the borrower, with the fields written and not their values', async () => {
    const answer = answerChoosing('other');
    await call(t.jane, URL, { ...janeIds, ...answer });
    const [event] = await t.testDb.db.query<{ actor: string; fields: string[] }>(
      `SELECT actor, fields FROM audit_events WHERE call = 'UpdateBorrowerLanguagePreference' ORDER BY audit_event_id DESC LIMIT 1`,
    );
    expect(event?.actor).toBe(String(JANE.borrowerId));
    expect(event?.fields).toEqual(expect.arrayContaining(['/applicationId', '/borrowerId', '/preferredLanguage', '/languageCodeOtherDescription']));
    expect(JSON.stringify(event)).not.toContain(String(answer.languageCodeOtherDescription));
  });
});
