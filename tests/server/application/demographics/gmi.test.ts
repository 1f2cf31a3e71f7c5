import { describe, expect, it } from 'vitest';
import { DEMOGRAPHIC_FIELDS } from '../../../../src/shared/api/gmi';
import { useJaneAndJohn } from '../../helpers/jane-and-john';
import { JANE, JOHN, MARY, verify } from '../../helpers/test-app';
import { specAnswer } from '../../helpers/spec-answer';
import { invalidAnswer, requiredMessage } from '../../../helpers/screen-examples';

const t = useJaneAndJohn();
const { call, profileOf } = t;

const LUIS = { offerId: '1003', userId: '5004', borrowerId: 5004, applicationId: 7004, ssn: '456789', dateOfBirth: '11/30/1969' };
const MILITARY = 'military/military-service';
const DEMOGRAPHICS = 'military/demographics-form';
/** The demographics screen's other texts: the body's field, and where the screen holds it. */
const TEXTS = [
  ['hispanicOrLatinoOrigin', '.ethnicity.hispanicOrLatinoOrigin'],
  ['principalTribeName', '.race.principalTribeName'],
  ['asianRace', '.race.asianRace'],
  ['pacificIslanderRace', '.race.pacificIslanderRace'],
] as const;

const rowCount = async (table: string, applicationId: number) =>
  (await t.testDb.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE application_id = $1`, [applicationId]))[0]?.n;

/** Every demographic answer null, then the given ones (the shape of a saved DemographicInfo). */
const answers = (given: Record<string, boolean | string>) => ({
  ...Object.fromEntries(DEMOGRAPHIC_FIELDS.map((f) => [f, null])),
  ...given,
});

describe('demo data (the prior loan)', () => {
  it('Jane has no military service or demographics on file', async () => {
    const p = await profileOf(t.jane, JANE.applicationId);
    expect(p.militaryInfo).toBeNull();
    expect(p.demographicInfo).toBeNull();
  });

  it('John and Mary never served and have completed demographics', async () => {
    const p = await profileOf(t.john, JOHN.applicationId);
    expect(p.militaryInfo).toEqual({ applicationId: 7002, militaryServiceInd: false, currentlyOnActiveDutyInd: null,
      veteranInd: null, reserveOrNationalGuardInd: null, survivingSpouseInd: null, serviceTourExpirationDate: null });
    expect(p.demographicInfo).toMatchObject({ applicationId: 7002, activeInd: true, demographicsCompletedInd: true,
      notHispanicOrLatinoInd: true, hispanicOrLatinoInd: false, maleInd: true, whiteInd: true, asianRace: null });
    expect((await profileOf(t.john, MARY.applicationId)).demographicInfo).toMatchObject({ femaleInd: true });
  });

  it('Luis is a veteran and a reserve member', async () => {
    const luis = await verify(t.app, LUIS);
    const p = await profileOf(luis, LUIS.applicationId);
    expect(p.militaryInfo).toEqual({ applicationId: 7004, militaryServiceInd: true, currentlyOnActiveDutyInd: false,
      veteranInd: true, reserveOrNationalGuardInd: true, survivingSpouseInd: false, serviceTourExpirationDate: null });
    expect(p.demographicInfo).toMatchObject({ hispanicOrLatinoInd: true, mexicanInd: true, demographicsCompletedInd: true });
  });
});

describe('UpdateMilitaryService', () => {
  const served = { applicationId: 7001, militaryServiceInd: true, currentlyOnActiveDutyInd: true, veteranInd: false,
    reserveOrNationalGuardInd: false, survivingSpouseInd: false, serviceTourExpirationDate: '06/30/2099' };

  it('saves, answers the MilitaryInfo and GetBorrowerData shows it', async () => {
    const res = await call(t.jane, '/api/UpdateMilitaryService', served);
    expect(res.statusCode).toBe(200);
    expect(specAnswer(res)).toEqual(served);
    expect((await profileOf(t.jane, 7001)).militaryInfo).toEqual(served);
  });

  it('no clears the statuses and the date; not on active duty clears the date', async () => {
    const no = await call(t.jane, '/api/UpdateMilitaryService', { ...served, militaryServiceInd: false,
      serviceTourExpirationDate: undefined });
    expect(specAnswer(no)).toEqual({ applicationId: 7001, militaryServiceInd: false, currentlyOnActiveDutyInd: null,
      veteranInd: null, reserveOrNationalGuardInd: null, survivingSpouseInd: null, serviceTourExpirationDate: null });
    const veteran = await call(t.jane, '/api/UpdateMilitaryService', { applicationId: 7001, militaryServiceInd: true,
      veteranInd: true, serviceTourExpirationDate: '06/30/2099' });
    expect(specAnswer(veteran)).toEqual({ applicationId: 7001, militaryServiceInd: true, currentlyOnActiveDutyInd: false,
      veteranInd: true, reserveOrNationalGuardInd: false, survivingSpouseInd: false, serviceTourExpirationDate: null });
    expect((await profileOf(t.jane, 7001)).militaryInfo).toEqual(specAnswer(veteran));
  });

  it('rejects what the screen rejects with the field messages, and stores nothing', async () => {
    const before = (await profileOf(t.jane, 7001)).militaryInfo;
    const yesNo = invalidAnswer(MILITARY, '.militaryServiceInd');
    // The statuses, all unchecked: the screen holds them as one group.
    const noStatus = invalidAnswer(MILITARY, '.serviceStatus');
    const tour = invalidAnswer(MILITARY, '.serviceTourExpirationDate');
    const otherTour = invalidAnswer(MILITARY, '.serviceTourExpirationDate', [tour.message]);
    const cases: [unknown, { field: string; message: string }[]][] = [
      [{ applicationId: 7001 }, [{ field: 'militaryServiceInd', message: requiredMessage(MILITARY, '.militaryServiceInd') }]],
      [{ applicationId: 7001, militaryServiceInd: yesNo.value }, [{ field: 'militaryServiceInd', message: yesNo.message }]],
      [{ applicationId: 7001, militaryServiceInd: true },
        [{ field: 'currentlyOnActiveDutyInd', message: requiredMessage(MILITARY, '.serviceStatus') }]],
      [{ applicationId: 7001, militaryServiceInd: true, ...(noStatus.value as object) },
        [{ field: 'currentlyOnActiveDutyInd', message: noStatus.message }]],
      [{ applicationId: 7001, militaryServiceInd: true, currentlyOnActiveDutyInd: true },
        [{ field: 'serviceTourExpirationDate', message: requiredMessage(MILITARY, '.serviceTourExpirationDate') }]],
      [{ ...served, serviceTourExpirationDate: tour.value }, [{ field: 'serviceTourExpirationDate', message: tour.message }]],
      [{ ...served, serviceTourExpirationDate: otherTour.value },
        [{ field: 'serviceTourExpirationDate', message: otherTour.message }]],
    ];
    for (const [body, fields] of cases) {
      const res = await call(t.jane, '/api/UpdateMilitaryService', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(res.json().fields).toEqual(fields);
    }
    expect((await profileOf(t.jane, 7001)).militaryInfo).toEqual(before);
  });

  it('answers 4xx, never 500, for malformed bodies', async () => {
    const malformed = await t.app.inject({ method: 'POST', url: '/api/UpdateMilitaryService', payload: '{"applicationId":',
      headers: { cookie: t.jane.cookie, 'x-csrf-token': t.jane.csrfToken, 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    const array = await call(t.jane, '/api/UpdateMilitaryService', [served]);
    expect(array.statusCode).toBe(400);
  });

  it('needs the CSRF header and a session', async () => {
    const res = await call(t.jane, '/api/UpdateMilitaryService', served, false);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_INVALID');
    const none = await t.app.inject({ method: 'POST', url: '/api/UpdateMilitaryService', payload: served });
    expect(none.statusCode).toBe(401);
  });

  it("answers 403 for another loan's application and stores nothing", async () => {
    const res = await call(t.jane, '/api/UpdateMilitaryService', { ...served, applicationId: JOHN.applicationId });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect((await profileOf(t.john, JOHN.applicationId)).militaryInfo.militaryServiceInd).toBe(false);
  });
});

describe('UpdateGMI', () => {
  const base = { applicationId: 7001, activeInd: true };
  const complete = { ...base, demographicsCompletedInd: true, hispanicOrLatinoInd: true, mexicanInd: false,
    cubanInd: false, puertoRicanInd: true, otherHispanicOrLatinoInd: true, hispanicOrLatinoOrigin: 'Colombian',
    notHispanicOrLatinoInd: false, notWillingToProvideEthnicityInd: false, femaleInd: true, maleInd: false,
    notWillingToProvideSexInd: false, americanIndianOrAlaskanNativeInd: false, asianInd: true, otherAsianInd: true,
    asianRace: 'Hmong', whiteInd: true, notWillingToProvideRaceInd: false };

  it('Save For Later stores a draft (a group may be unanswered); GetBorrowerData shows it', async () => {
    expect(await rowCount('demographics', 7001)).toBe(0);
    const res = await call(t.jane, '/api/UpdateGMI', { ...base, demographicsCompletedInd: false, femaleInd: true });
    expect(res.statusCode).toBe(200);
    const saved = specAnswer(res);
    expect(saved).toEqual({ demographicId: saved.demographicId, ...base, demographicsCompletedInd: false,
      ...answers({ femaleInd: true }) });
    expect(saved.demographicId).toBeGreaterThanOrEqual(100000);
    expect((await profileOf(t.jane, 7001)).demographicInfo).toEqual(saved);
  });

  it('Next completes it on the same record; fields not sent are null (puertoRicanInd spelling)', async () => {
    const { demographicId } = (await profileOf(t.jane, 7001)).demographicInfo;
    const res = await call(t.jane, '/api/UpdateGMI', { ...complete, demographicId });
    expect(res.statusCode).toBe(200);
    const { applicationId: _a, activeInd: _b, demographicsCompletedInd: _c, ...given } = complete;
    expect(specAnswer(res)).toEqual({ demographicId, ...base, demographicsCompletedInd: true, ...answers(given) });
    expect(res.json().puertoRicanInd).toBe(true);
    expect((await profileOf(t.jane, 7001)).demographicInfo).toEqual(specAnswer(res));
    expect(await rowCount('demographics', 7001)).toBe(1);
  });

  it('a complete submission needs each group answered, reported on its first box', async () => {
    const before = (await profileOf(t.jane, 7001)).demographicInfo;
    const res = await call(t.jane, '/api/UpdateGMI', { ...base, demographicsCompletedInd: true, femaleInd: false,
      notHispanicOrLatinoInd: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { field: 'hispanicOrLatinoInd', message: requiredMessage(DEMOGRAPHICS, '.ethnicity') },
      { field: 'femaleInd', message: requiredMessage(DEMOGRAPHICS, '.sex') },
      { field: 'americanIndianOrAlaskanNativeInd', message: requiredMessage(DEMOGRAPHICS, '.race') },
    ]);
    const notWilling = await call(t.jane, '/api/UpdateGMI', { ...base, demographicsCompletedInd: true,
      notWillingToProvideEthnicityInd: true, notWillingToProvideSexInd: true, notWillingToProvideRaceInd: true });
    expect(notWilling.statusCode).toBe(200);
    const restored = await call(t.jane, '/api/UpdateGMI', { ...complete, demographicId: before.demographicId });
    expect(specAnswer(restored)).toEqual(before);
  });

  it('other texts: required when their box is checked, refused as the screen refuses them; nothing stored', async () => {
    const before = (await profileOf(t.jane, 7001)).demographicInfo;
    const { hispanicOrLatinoOrigin: _o, asianRace: _r, ...withoutTexts } = complete;
    const missing = await call(t.jane, '/api/UpdateGMI', { ...withoutTexts, americanIndianOrAlaskanNativeInd: true,
      nativeHawaiianOrPacificIslanderInd: true, otherPacificIslanderInd: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual(
      TEXTS.map(([field, property]) => ({ field, message: requiredMessage(DEMOGRAPHICS, property) })));
    const refusedTexts = TEXTS.map(([field, property]) => ({ field, ...invalidAnswer(DEMOGRAPHICS, property) }));
    const refused = await call(t.jane, '/api/UpdateGMI', { ...complete, demographicsCompletedInd: false,
      ...Object.fromEntries(refusedTexts.map(({ field, value }) => [field, value])) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual(refusedTexts.map(({ field, message }) => ({ field, message })));
    const types = await call(t.jane, '/api/UpdateGMI', { ...complete, maleInd: 'no', demographicsCompletedInd: 'yes' });
    expect(types.statusCode).toBe(400);
    expect(types.json().fields.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining(['maleInd', 'demographicsCompletedInd']));
    const required = await call(t.jane, '/api/UpdateGMI', { applicationId: 7001 });
    expect(required.statusCode).toBe(400);
    expect(required.json().fields.map((f: { field: string }) => f.field)).toEqual(['activeInd', 'demographicsCompletedInd']);
    expect((await profileOf(t.jane, 7001)).demographicInfo).toEqual(before);
  });

  it('needs the CSRF header', async () => {
    const res = await call(t.jane, '/api/UpdateGMI', complete, false);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_INVALID');
  });

  it("answers 403 for another loan's application or another application's demographicId, storing nothing", async () => {
    const johns = (await profileOf(t.john, JOHN.applicationId)).demographicInfo;
    const mine = (await profileOf(t.jane, 7001)).demographicInfo;
    const otherLoan = await call(t.jane, '/api/UpdateGMI', { ...complete, applicationId: JOHN.applicationId });
    expect(otherLoan.statusCode).toBe(403);
    expect(otherLoan.json().code).toBe('FORBIDDEN');
    const foreignId = await call(t.jane, '/api/UpdateGMI', { ...complete, demographicId: johns.demographicId });
    expect(foreignId.statusCode).toBe(403);
    const unknownId = await call(t.jane, '/api/UpdateGMI', { ...complete, demographicId: 99999 });
    expect(unknownId.statusCode).toBe(403);
    const marysRecordAsJohns = await call(t.john, '/api/UpdateGMI', { ...complete, applicationId: MARY.applicationId,
      demographicId: johns.demographicId });
    expect(marysRecordAsJohns.statusCode).toBe(403);
    expect((await profileOf(t.john, JOHN.applicationId)).demographicInfo).toEqual(johns);
    expect((await profileOf(t.jane, 7001)).demographicInfo).toEqual(mine);
  });
});
