import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { analystCopy } from '../../../helpers/analyst-copy';
import { screenExamplesIn } from '../../../helpers/screen-examples';
import { post } from '../../helpers/journey';
import { JANE, JOHN, verify, type Verified } from '../../helpers/test-app';
import { useTestApp } from '../../helpers/use-test-app';
import { specAnswer } from '../../helpers/spec-answer';

// The analyst's fixture screen `extra/favourite-color`, saved through SaveScreenAnswers (no route, no migration).
const schemasDir = join(analystCopy(), 'schemas');
const t = useTestApp({ schemasDir });
let jane: Verified;
const screenId = 'extra/favourite-color';
// Its rules as its examples file gives them.
const { invalidAnswer, requiredMessage } = screenExamplesIn(schemasDir);
const longColour = invalidAnswer(screenId, '.favouriteColour');

beforeAll(async () => {
  jane = await verify(t.app, JANE);
});

const save = (body: object, who = jane) => post(t.app, '/api/SaveScreenAnswers', body, who);
const profileOf = async (who = jane, applicationId = JANE.applicationId) =>
  (await post(t.app, '/api/GetBorrowerData', { applicationId }, who, { csrf: false })).json();
const stored = async () =>
  t.testDb.db.query<{ answers: unknown }>('SELECT answers FROM screen_answers WHERE screen_id = $1 ORDER BY application_id', [screenId]);

describe('SaveScreenAnswers', () => {
  it("stores the screen's answers and GetBorrowerData answers them under /screenAnswers/<step>/<screen>", async () => {
    expect((await profileOf()).screenAnswers).toEqual({});
    const res = await save({ applicationId: JANE.applicationId, screenId, answers: { favouriteColour: 'Green' } });
    expect(res.statusCode).toBe(200);
    expect(specAnswer(res)).toEqual({ screenId, answers: { favouriteColour: 'Green' } });
    const again = await save({ applicationId: JANE.applicationId, screenId, answers: { favouriteColour: 'Blue', likesBlue: false } });
    expect(again.statusCode).toBe(200);
    expect((await profileOf()).screenAnswers).toEqual({ extra: { 'favourite-color': { favouriteColour: 'Blue', likesBlue: false } } });
  });

  it("refuses what the screen's schema refuses, with the screen's messages, and stores nothing", async () => {
    const before = await stored();
    const missing = await save({ applicationId: JANE.applicationId, screenId, answers: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED',
      fields: [{ field: 'favouriteColour', message: requiredMessage(screenId, '.favouriteColour') }] });
    const long = await save({ applicationId: JANE.applicationId, screenId, answers: { favouriteColour: longColour.value } });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual([{ field: 'favouriteColour', message: longColour.message }]);
    // Its example is longer than the shared definition's limit too.
    const longEmail = invalidAnswer(screenId, '.newsEmail');
    const narrowed = await save({ applicationId: JANE.applicationId, screenId, answers: { favouriteColour: 'Red', newsEmail: longEmail.value } });
    expect(narrowed.statusCode).toBe(400);
    expect(narrowed.json().fields, "the screen's own limit, not also the shared definition's").toEqual([
      { field: 'newsEmail', message: longEmail.message },
    ]);
    const typed = await save({ applicationId: JANE.applicationId, screenId, answers: { favouriteColour: 'Red', likesBlue: 'yes' } });
    expect(typed.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it("stores neither what the screen's rule hides nor what its schema does not reveal, and never counts them missing", async () => {
    // The rule hides Favourite Colour (required) while Do You Like Blue? is yes; yes reveals Which Blue?.
    const hiddenNotMissing = await save({ applicationId: JANE.applicationId, screenId, answers: { likesBlue: true, blueShade: 'Navy' } });
    expect(hiddenNotMissing.statusCode).toBe(200);
    expect(specAnswer(hiddenNotMissing)).toEqual({ screenId, answers: { likesBlue: true, blueShade: 'Navy' } });
    const hiddenTyped = await save({ applicationId: JANE.applicationId, screenId,
      answers: { likesBlue: true, blueShade: 'Navy', favouriteColour: longColour.value } });
    expect(hiddenTyped.statusCode).toBe(200);
    expect((await profileOf()).screenAnswers).toEqual({ extra: { 'favourite-color': { likesBlue: true, blueShade: 'Navy' } } });
    const unrevealed = await save({ applicationId: JANE.applicationId, screenId, answers: { likesBlue: false, blueShade: 'Navy', favouriteColour: 'Red' } });
    expect(unrevealed.statusCode).toBe(200);
    expect((await profileOf()).screenAnswers).toEqual({ extra: { 'favourite-color': { likesBlue: false, favouriteColour: 'Red' } } });
    const revealedMissing = await save({ applicationId: JANE.applicationId, screenId, answers: { likesBlue: true } });
    expect(revealedMissing.statusCode).toBe(400);
    expect(revealedMissing.json().fields).toEqual([{ field: 'blueShade', message: requiredMessage(screenId, '.blueShade') }]);
  });

  it('accepts only screens whose flow node saves through it', async () => {
    for (const other of ['info/contact', 'extra/nothing']) {
      const res = await save({ applicationId: JANE.applicationId, screenId: other, answers: { emailAddress: 'a@b.co' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual([{ field: 'screenId', message: 'is not a screen that saves its answers.' }]);
    }
  });

  it("refuses another loan's application (403), a call without CSRF (403) or a session (401)", async () => {
    const john = await verify(t.app, JOHN);
    const before = await stored();
    expect((await save({ applicationId: JANE.applicationId, screenId, answers: { favouriteColour: 'Red' } }, john)).statusCode).toBe(403);
    const noCsrf = await post(t.app, '/api/SaveScreenAnswers', { applicationId: JANE.applicationId, screenId, answers: { favouriteColour: 'Red' } }, jane, { csrf: false });
    expect(noCsrf.json().code).toBe('CSRF_INVALID');
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/SaveScreenAnswers', payload: { applicationId: 7001, screenId, answers: {} } });
    expect(anonymous.statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });
});
