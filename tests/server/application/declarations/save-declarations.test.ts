import { describe, expect, it } from 'vitest';
import { useJaneAndJohn } from '../../helpers/jane-and-john';
import { MARY } from '../../helpers/test-app';
import { specAnswer } from '../../helpers/spec-answer';
import { invalidAnswer, requiredMessage } from '../../../helpers/screen-examples';

const t = useJaneAndJohn();
const { call, profileOf } = t;

const rows = async (applicationId: number) =>
  t.testDb.db.query<Record<string, unknown>>('SELECT * FROM declarations WHERE application_id = $1', [applicationId]);

const PROPERTY_AND_MONEY = 'declarations/property-and-money';
const FINANCES = 'declarations/declared-finances';
/** A field left empty, with the message its screen shows. */
const missing = (screenId: string, field: string) => ({ field, message: requiredMessage(screenId, `.${field}`) });

const propertyNo = {
  primaryResidenceInd: false, affliiationWithSellerInd: false, undisclosedBorrowedFundsInd: false,
  undisclosedMortgageAppInd: false, undisclosedCreditAppInd: false, cleanEnergyLienPropertyInd: false,
};
const financesNo = {
  undisclosedComakerOfNoteInd: false, outstandingJudgementsInd: false, delinquentInd: false, partyToLawsuitInd: false,
  priorPropertyDeedInLieuInd: false, priorPropertyShortsaleInd: false, priorPropertyForeclosedInd: false,
  bankruptcyInd: false,
};
const noChapters = { chapter7Ind: false, chapter11Ind: false, chapter12Ind: false, chapter13Ind: false };
const propertyUnanswered = {
  primaryResidenceInd: null, ownershipIntNewPropertyIND: null, propertyTypeId: null, titleHeldTypeId: null,
  affliiationWithSellerInd: null, undisclosedBorrowedFundsInd: null, borrowedFundAmount: null,
  undisclosedMortgageAppInd: null, undisclosedCreditAppInd: null, cleanEnergyLienPropertyInd: null,
  propertyMoneyCompletedInd: false,
};
const financesUnanswered = {
  undisclosedComakerOfNoteInd: null, outstandingJudgementsInd: null, delinquentInd: null, partyToLawsuitInd: null,
  priorPropertyDeedInLieuInd: null, priorPropertyShortsaleInd: null, priorPropertyForeclosedInd: null,
  bankruptcyInd: null, chapter7Ind: null, chapter11Ind: null, chapter12Ind: null, chapter13Ind: null,
  financesCompletedInd: false,
};

describe('demo declarations (as on the prior loan)', () => {
  it('Jane has none; John and Mary have both sections completed, with the home they owned together', async () => {
    expect((await profileOf(t.jane, 7001)).declarationsInfo).toBeNull();
    const johns = (await profileOf(t.john, 7002)).declarationsInfo;
    expect(johns).toEqual({
      declarationId: 70024, applicationId: 7002, ...propertyNo, primaryResidenceInd: true,
      ownershipIntNewPropertyIND: true, propertyTypeId: 1, titleHeldTypeId: 2, borrowedFundAmount: null,
      propertyMoneyCompletedInd: true, ...financesNo, ...noChapters, financesCompletedInd: true,
    });
    expect((await profileOf(t.john, MARY.applicationId)).declarationsInfo).toMatchObject({
      declarationId: 70034, applicationId: MARY.applicationId, propertyMoneyCompletedInd: true, financesCompletedInd: true,
    });
  });
});

describe('UpdatePropertyAndMoney and UpdateFinances: rejected bodies store nothing', () => {
  it('Next (completed) needs every question: 400 with each field and the spec message', async () => {
    const res = await call(t.jane, '/api/UpdatePropertyAndMoney', { applicationId: 7001, propertyMoneyCompletedInd: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.json().fields).toEqual(Object.keys(propertyNo).map((field) => missing(PROPERTY_AND_MONEY, field)));
    const fin = await call(t.jane, '/api/UpdateFinances', { applicationId: 7001, financesCompletedInd: true });
    expect(fin.statusCode).toBe(400);
    expect(fin.json().fields).toEqual(Object.keys(financesNo).map((field) => missing(FINANCES, field)));
    expect(await rows(7001)).toEqual([]);
  });

  it('triggered follow-ups are required; money rules on the borrowed amount', async () => {
    const save = (body: object) =>
      call(t.jane, '/api/UpdatePropertyAndMoney', { applicationId: 7001, ...propertyNo, propertyMoneyCompletedInd: true, ...body });
    expect((await save({ primaryResidenceInd: true })).json().fields).toEqual([
      missing(PROPERTY_AND_MONEY, 'ownershipIntNewPropertyIND'),
    ]);
    expect((await save({ primaryResidenceInd: true, ownershipIntNewPropertyIND: true })).json().fields).toEqual([
      missing(PROPERTY_AND_MONEY, 'propertyTypeId'),
      missing(PROPERTY_AND_MONEY, 'titleHeldTypeId'),
    ]);
    expect((await save({ undisclosedBorrowedFundsInd: true })).json().fields).toEqual([
      missing(PROPERTY_AND_MONEY, 'borrowedFundAmount'),
    ]);
    const amount = invalidAnswer(PROPERTY_AND_MONEY, '.borrowedFundAmount');
    const refused = await save({ undisclosedBorrowedFundsInd: true, borrowedFundAmount: amount.value });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: 'borrowedFundAmount', message: amount.message }]);
    const other = invalidAnswer(PROPERTY_AND_MONEY, '.borrowedFundAmount', [amount.message]);
    const otherRefused = await save({ undisclosedBorrowedFundsInd: true, borrowedFundAmount: other.value });
    expect(otherRefused.statusCode).toBe(400);
    expect(otherRefused.json().fields).toEqual([{ field: 'borrowedFundAmount', message: other.message }]);
    expect(await rows(7001)).toEqual([]);
  });

  it('bankruptcy yes needs a chapter (reported on the first box with the screen message)', async () => {
    const save = (body: object) =>
      call(t.jane, '/api/UpdateFinances', { applicationId: 7001, ...financesNo, financesCompletedInd: true, ...body });
    // The screen holds the chapters as one group of boxes.
    const checkOne = requiredMessage(FINANCES, '.bankruptcyChapters');
    const none = await save({ bankruptcyInd: true });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual([{ field: 'chapter7Ind', message: checkOne }]);
    expect((await save({ bankruptcyInd: true, ...noChapters })).json().fields).toEqual([{ field: 'chapter7Ind', message: checkOne }]);
    expect(await rows(7001)).toEqual([]);
  });

  it('even a draft is checked for types and bounds; wrong shapes answer 400, never 500', async () => {
    const draft = { applicationId: 7001, propertyMoneyCompletedInd: false };
    const amount = invalidAnswer(PROPERTY_AND_MONEY, '.borrowedFundAmount');
    const bounds = await call(t.jane, '/api/UpdatePropertyAndMoney', { ...draft, undisclosedBorrowedFundsInd: true,
      borrowedFundAmount: amount.value });
    expect(bounds.statusCode).toBe(400);
    expect(bounds.json().fields).toEqual([{ field: 'borrowedFundAmount', message: amount.message }]);
    const propertyType = invalidAnswer(PROPERTY_AND_MONEY, '.propertyTypeId');
    const choice = await call(t.jane, '/api/UpdatePropertyAndMoney', { ...draft, primaryResidenceInd: true,
      ownershipIntNewPropertyIND: true, propertyTypeId: propertyType.value });
    expect(choice.statusCode).toBe(400);
    expect(choice.json().fields).toEqual([{ field: 'propertyTypeId', message: propertyType.message }]);
    const delinquent = invalidAnswer(FINANCES, '.delinquentInd');
    const yesNo = await call(t.jane, '/api/UpdateFinances', { applicationId: 7001, financesCompletedInd: false,
      delinquentInd: delinquent.value });
    expect(yesNo.statusCode).toBe(400);
    expect(yesNo.json().fields).toEqual([{ field: 'delinquentInd', message: delinquent.message }]);
    for (const body of [{ propertyMoneyCompletedInd: true, ...propertyNo }, { applicationId: 7001, ...propertyNo },
      { applicationId: '7001', ...propertyNo, propertyMoneyCompletedInd: true }, []]) {
      const res = await call(t.jane, '/api/UpdatePropertyAndMoney', body);
      expect(res.statusCode).toBe(400);
    }
    for (const body of ['x', null]) {
      const res = await call(t.jane, '/api/UpdatePropertyAndMoney', body);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const malformed = await t.app.inject({ method: 'POST', url: '/api/UpdateFinances', payload: '{"applicationId":',
      headers: { cookie: t.jane.cookie, 'x-csrf-token': t.jane.csrfToken, 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    expect(await rows(7001)).toEqual([]);
  });
});

describe('UpdatePropertyAndMoney and UpdateFinances: saves', () => {
  it('Save For Later creates the one row with a draft; GetBorrowerData shows it', async () => {
    const res = await call(t.jane, '/api/UpdatePropertyAndMoney', { applicationId: 7001, primaryResidenceInd: true,
      propertyMoneyCompletedInd: false });
    expect(res.statusCode).toBe(200);
    const info = specAnswer(res);
    expect(info).toEqual({ declarationId: info.declarationId, applicationId: 7001, ...propertyUnanswered,
      primaryResidenceInd: true, ...financesUnanswered });
    expect(info.declarationId).toBeGreaterThanOrEqual(100000);
    expect((await profileOf(t.jane, 7001)).declarationsInfo).toEqual(info);
    expect(await rows(7001)).toHaveLength(1);
  });

  it("stores no follow-up whose question is answered no: the screen's clear rules hold on the server too", async () => {
    const res = await call(t.jane, '/api/UpdatePropertyAndMoney', { applicationId: 7001, ...propertyNo,
      ownershipIntNewPropertyIND: true, propertyTypeId: 4, titleHeldTypeId: 3, borrowedFundAmount: 1234.56,
      propertyMoneyCompletedInd: true });
    expect(res.statusCode).toBe(200);
    expect(specAnswer(res)).toMatchObject({ ...propertyNo, ownershipIntNewPropertyIND: null, propertyTypeId: null,
      titleHeldTypeId: null, borrowedFundAmount: null });
    const owned = await call(t.jane, '/api/UpdatePropertyAndMoney', { applicationId: 7001, ...propertyNo,
      primaryResidenceInd: true, ownershipIntNewPropertyIND: false, propertyTypeId: 4, titleHeldTypeId: 3,
      propertyMoneyCompletedInd: true });
    expect(specAnswer(owned)).toMatchObject({ primaryResidenceInd: true, ownershipIntNewPropertyIND: false,
      propertyTypeId: null, titleHeldTypeId: null });
  });

  it('Next completes 5a on the same row; the other section is untouched', async () => {
    const before = (await profileOf(t.jane, 7001)).declarationsInfo;
    const body = { applicationId: 7001, declarationId: before.declarationId, ...propertyNo, primaryResidenceInd: true,
      ownershipIntNewPropertyIND: true, propertyTypeId: 4, titleHeldTypeId: 3, undisclosedBorrowedFundsInd: true,
      borrowedFundAmount: 1234.56, propertyMoneyCompletedInd: true };
    const res = await call(t.jane, '/api/UpdatePropertyAndMoney', body);
    expect(res.statusCode).toBe(200);
    const { applicationId: _a, ...answers } = body;
    expect(specAnswer(res)).toEqual({ applicationId: 7001, ...answers, ...financesUnanswered });
    expect((await profileOf(t.jane, 7001)).declarationsInfo).toEqual(specAnswer(res));
    expect(await rows(7001)).toHaveLength(1);
  });

  it('follow-ups are stored only while the answer that asks them is yes', async () => {
    const res = await call(t.jane, '/api/UpdatePropertyAndMoney', { applicationId: 7001, ...propertyNo,
      ownershipIntNewPropertyIND: true, propertyTypeId: 4, titleHeldTypeId: 3, borrowedFundAmount: 50,
      propertyMoneyCompletedInd: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...propertyNo, ownershipIntNewPropertyIND: null, propertyTypeId: null,
      titleHeldTypeId: null, borrowedFundAmount: null, propertyMoneyCompletedInd: true });
  });

  it('UpdateFinances saves 5b with the chapters; no to bankruptcy clears them; 5a is untouched', async () => {
    const fiveA = (await profileOf(t.jane, 7001)).declarationsInfo;
    const res = await call(t.jane, '/api/UpdateFinances', { applicationId: 7001, ...financesNo, partyToLawsuitInd: true,
      bankruptcyInd: true, chapter7Ind: true, chapter13Ind: true, financesCompletedInd: true });
    expect(res.statusCode).toBe(200);
    expect(specAnswer(res)).toEqual({ ...fiveA, ...financesNo, partyToLawsuitInd: true, bankruptcyInd: true,
      ...noChapters, chapter7Ind: true, chapter13Ind: true, financesCompletedInd: true });

    const cleared = await call(t.jane, '/api/UpdateFinances', { applicationId: 7001, ...financesNo, chapter7Ind: true,
      financesCompletedInd: false });
    expect(specAnswer(cleared)).toEqual({ ...fiveA, ...financesNo, ...noChapters, financesCompletedInd: false });
    expect((await profileOf(t.jane, 7001)).declarationsInfo).toEqual(specAnswer(cleared));
    expect(await rows(7001)).toHaveLength(1);
  });

  it('a co-borrower on the same offer may save (John for Mary)', async () => {
    const res = await call(t.john, '/api/UpdateFinances', { applicationId: MARY.applicationId, declarationId: 70034,
      ...financesNo, delinquentInd: true, financesCompletedInd: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ declarationId: 70034, delinquentInd: true });
  });
});

describe('UpdatePropertyAndMoney and UpdateFinances: access', () => {
  it("answers 403 for another loan's application or declaration, storing nothing", async () => {
    const janes = await rows(7001);
    const johns = await rows(7002);
    const otherApp = await call(t.jane, '/api/UpdatePropertyAndMoney', { applicationId: 7002, ...propertyNo,
      propertyMoneyCompletedInd: true });
    expect(otherApp.statusCode).toBe(403);
    expect(otherApp.json().code).toBe('FORBIDDEN');
    const otherRow = await call(t.jane, '/api/UpdateFinances', { applicationId: 7001, declarationId: 70024, ...financesNo,
      financesCompletedInd: true });
    expect(otherRow.statusCode).toBe(403);
    // Mary's application is on John's offer, but John's row is not Mary's.
    const moved = await call(t.john, '/api/UpdatePropertyAndMoney', { applicationId: MARY.applicationId, declarationId: 70024,
      ...propertyNo, propertyMoneyCompletedInd: true });
    expect(moved.statusCode).toBe(403);
    const unknown = await call(t.jane, '/api/UpdatePropertyAndMoney', { applicationId: 7001, declarationId: 99999,
      ...propertyNo, propertyMoneyCompletedInd: true });
    expect(unknown.statusCode).toBe(403);
    expect(await rows(7001)).toEqual(janes);
    expect(await rows(7002)).toEqual(johns);
  });

  it('needs the CSRF header and a session', async () => {
    const body = { applicationId: 7001, ...financesNo, financesCompletedInd: true };
    const noCsrf = await call(t.jane, '/api/UpdateFinances', body, false);
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().code).toBe('CSRF_INVALID');
    const noCsrf5a = await call(t.jane, '/api/UpdatePropertyAndMoney', { applicationId: 7001, ...propertyNo,
      propertyMoneyCompletedInd: true }, false);
    expect(noCsrf5a.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/UpdateFinances', payload: body });
    expect(anonymous.statusCode).toBe(401);
  });
});
