import { describe, expect, it } from 'vitest';
import { useJaneAndJohn } from '../../helpers/jane-and-john';
import { MARY, type Verified } from '../../helpers/test-app';
import { specAnswer } from '../../helpers/spec-answer';
import { invalidAnswer, requiredMessage, validValue } from '../../../helpers/screen-examples';

const t = useJaneAndJohn();
const { profileOf } = t;

const URL = '/api/UpdateApplicationData';
const ABOUT = 'loan/about-subject-property';
const MORE_ABOUT = 'loan/more-about-property';
const LANDING = 'loan/gifts-or-grants-landing';
const GIFTS = 'loan/gifts-or-grants';
const call = (s: Verified, payload: unknown, csrf = true) => t.call(s, URL, payload, csrf);
const loanFields = async (s: Verified, applicationId: number) => {
  const p = await profileOf(s, applicationId);
  return { subjectPropertyInfo: p.subjectPropertyInfo, giftsOrGrantsInfo: p.giftsOrGrantsInfo };
};
const giftRows = async (applicationId: number) =>
  t.testDb.db.query<{ id: number; active: boolean }>(
    'SELECT gift_id AS id, active_ind AS active FROM gifts_or_grants WHERE application_id = $1 ORDER BY 1',
    [applicationId],
  );

const NO_ANSWERS = {
  occupancy: null, monthlyRentalIncome: null, refiStatus: null, hasExistingMortgage: null,
  isApplyingForAdditionalMortgage: null, isFHASecondaryResidence: null, isManufacturedHome: null,
  isMixedUseProperty: null, expenses: null,
};
const JANE_OFFER = {
  address: { streetAddress: '123 Main St', unitNum: 'Unit 4', city: 'Springfield', state: 'IL', zipCode: '62701',
    county: 'Sangamon', country: 'US' },
  loanPurpose: 'Refinance', loanAmount: 310000, propertyValue: 450000,
};
const about = { occupancy: 'PrimaryResidence', monthlyRentalIncome: 1200, refiStatus: 'NoCashOut',
  hasExistingMortgage: true, isApplyingForAdditionalMortgage: false, expenses: 95.5 };
const gift = { type: 'Cash Gift', status: 'Deposited', source: 'Parent', value: 15000 };

describe('GetBorrowerData loan-flow fields', () => {
  it('subject property from the offer (purpose Refinance), answers null until saved, no gifts', async () => {
    expect(await loanFields(t.jane, 7001)).toEqual({
      subjectPropertyInfo: { ...JANE_OFFER, ...NO_ANSWERS },
      giftsOrGrantsInfo: { hasGiftsOrGrants: null, gifts: [] },
    });
  });

  it('demo data: John has answers and a gift as a prior loan would have them; Mary none', async () => {
    const johns = await loanFields(t.john, 7002);
    expect(johns.subjectPropertyInfo).toMatchObject({
      address: { streetAddress: '77 Oak Ave', city: 'Peoria' }, loanPurpose: 'Refinance', loanAmount: 265000,
      propertyValue: 340000, occupancy: 'PrimaryResidence', refiStatus: 'NoCashOut', hasExistingMortgage: true,
      isManufacturedHome: false, isMixedUseProperty: false,
    });
    expect(johns.giftsOrGrantsInfo).toEqual({
      hasGiftsOrGrants: true,
      gifts: [{ giftId: 70021, type: 'Cash Gift', status: 'Deposited', source: 'Parent', value: 5000 }],
    });
    expect((await loanFields(t.john, MARY.applicationId)).giftsOrGrantsInfo).toEqual({ hasGiftsOrGrants: null, gifts: [] });
  });
});

describe('UpdateApplicationData: subject property', () => {
  it('about-subject-property saves its answers and answers the loan-flow fields; GetBorrowerData shows them', async () => {
    const res = await call(t.jane, { applicationId: 7001, subjectProperty: { loanPurpose: 'Refinance', ...about } });
    expect(res.statusCode).toBe(200);
    const expected = {
      subjectPropertyInfo: { ...JANE_OFFER, ...NO_ANSWERS, ...about },
      giftsOrGrantsInfo: { hasGiftsOrGrants: null, gifts: [] },
    };
    expect(specAnswer(res)).toEqual(expected);
    expect(await loanFields(t.jane, 7001)).toEqual(expected);
  });

  it('more-about-property sends its answers merged over the saved ones; the set replaces the saved one', async () => {
    const res = await call(t.jane, { applicationId: 7001,
      subjectProperty: { ...about, isManufacturedHome: false, isMixedUseProperty: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().subjectPropertyInfo).toEqual({ ...JANE_OFFER, ...NO_ANSWERS, ...about, isManufacturedHome: false,
      isMixedUseProperty: true });
    // Expenses left out: no longer an answer.
    const { expenses: _dropped, ...withoutExpenses } = about;
    const again = await call(t.jane, { applicationId: 7001,
      subjectProperty: { ...withoutExpenses, isManufacturedHome: false, isMixedUseProperty: true } });
    expect(again.json().subjectPropertyInfo.expenses).toBeNull();
  });

  it('stores only the answers the form shows: rental income for Primary/Investment, the FHA question for a Second Home', async () => {
    const second = await call(t.jane, { applicationId: 7001, subjectProperty: { ...about, occupancy: 'SecondHome',
      isFHASecondaryResidence: true } });
    expect(second.statusCode).toBe(200);
    expect(second.json().subjectPropertyInfo).toMatchObject({ occupancy: 'SecondHome', monthlyRentalIncome: null,
      isFHASecondaryResidence: true });
    const investment = await call(t.jane, { applicationId: 7001, subjectProperty: { ...about, occupancy: 'InvestmentProperty',
      isFHASecondaryResidence: true } });
    expect(investment.json().subjectPropertyInfo).toMatchObject({ occupancy: 'InvestmentProperty',
      monthlyRentalIncome: 1200, isFHASecondaryResidence: null });
  });

  it("the purpose is the offer's: a Purchase sent still needs the refinance type", async () => {
    const before = await loanFields(t.jane, 7001);
    const { refiStatus: _r, ...noRefi } = { ...about, monthlyRentalIncome: validValue(ABOUT, '.monthlyRentalIncome'),
      expenses: validValue(ABOUT, '.expenses') };
    const refiMissing = { field: 'subjectProperty.refiStatus', message: requiredMessage(ABOUT, '.refiStatus') };
    const res = await call(t.jane, { applicationId: 7001, subjectProperty: { ...noRefi, loanPurpose: 'Purchase' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([refiMissing]);
    const withoutPurpose = await call(t.jane, { applicationId: 7001, subjectProperty: noRefi });
    expect(withoutPurpose.statusCode).toBe(400);
    expect(withoutPurpose.json().fields).toEqual([refiMissing]);
    expect(await loanFields(t.jane, 7001)).toEqual(before);
  });

  it('rejects what the screens reject with the field messages, and stores nothing', async () => {
    const before = await loanFields(t.jane, 7001);
    const none = await call(t.jane, { applicationId: 7001, subjectProperty: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(none.json().fields).toEqual([
      { field: 'subjectProperty.refiStatus', message: requiredMessage(ABOUT, '.refiStatus') },
      { field: 'subjectProperty.occupancy', message: requiredMessage(ABOUT, '.occupancy') },
    ]);
    const occupancy = invalidAnswer(ABOUT, '.occupancy');
    const expenses = invalidAnswer(ABOUT, '.expenses');
    const mortgage = invalidAnswer(ABOUT, '.hasExistingMortgage');
    const manufactured = invalidAnswer(MORE_ABOUT, '.isManufacturedHome');
    const bad = await call(t.jane, { applicationId: 7001, subjectProperty: { ...about, occupancy: occupancy.value,
      monthlyRentalIncome: 1e9, expenses: expenses.value, hasExistingMortgage: mortgage.value, isManufacturedHome: manufactured.value } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual(expect.arrayContaining([
      { field: 'subjectProperty.occupancy', message: occupancy.message },
      { field: 'subjectProperty.hasExistingMortgage', message: mortgage.message },
      { field: 'subjectProperty.expenses', message: expenses.message },
      { field: 'subjectProperty.isManufacturedHome', message: manufactured.message },
    ]));
    expect(await loanFields(t.jane, 7001)).toEqual(before);
  });

  it('answers 400, never 500, for malformed bodies', async () => {
    for (const payload of [[], { applicationId: 7001, subjectProperty: 'x' }, { applicationId: 'x' }, {},
      { applicationId: 7001, giftsOrGrants: { hasGiftsOrGrants: true, gifts: 'many' } }]) {
      const res = await call(t.jane, payload);
      expect(res.statusCode).toBe(400);
    }
    const raw = await t.app.inject({ method: 'POST', url: URL, payload: '{"applicationId":',
      headers: { cookie: t.jane.cookie, 'x-csrf-token': t.jane.csrfToken, 'content-type': 'application/json' } });
    expect(raw.statusCode).toBe(400);
  });
});

describe('UpdateApplicationData: gifts or grants', () => {
  it('landing yes keeps the subject property; the gifts screen adds, updates and removes rows', async () => {
    const saved = (await loanFields(t.jane, 7001)).subjectPropertyInfo;
    const yes = await call(t.jane, { applicationId: 7001, giftsOrGrants: { hasGiftsOrGrants: true } });
    expect(yes.statusCode).toBe(200);
    expect(specAnswer(yes)).toEqual({ subjectPropertyInfo: saved, giftsOrGrantsInfo: { hasGiftsOrGrants: true, gifts: [] } });

    const added = await call(t.jane, { applicationId: 7001, giftsOrGrants: { hasGiftsOrGrants: true, gifts: [gift,
      { type: 'Grant', status: 'Not Deposited', source: 'State Agency', value: 2500.75 }] } });
    expect(added.statusCode).toBe(200);
    const [first, second] = added.json().giftsOrGrantsInfo.gifts as { giftId: number }[];
    expect(first?.giftId).toBeGreaterThanOrEqual(100000);
    expect(added.json().giftsOrGrantsInfo).toEqual({ hasGiftsOrGrants: true, gifts: [
      { giftId: first?.giftId, ...gift },
      { giftId: second?.giftId, type: 'Grant', status: 'Not Deposited', source: 'State Agency', value: 2500.75 },
    ] });

    const edited = await call(t.jane, { applicationId: 7001, giftsOrGrants: { hasGiftsOrGrants: true,
      gifts: [{ giftId: second?.giftId, type: 'Gift of Equity', status: 'Deposited', source: 'Relative', value: 40000 }] } });
    expect(edited.statusCode).toBe(200);
    const expected = { hasGiftsOrGrants: true, gifts: [
      { giftId: second?.giftId, type: 'Gift of Equity', status: 'Deposited', source: 'Relative', value: 40000 }] };
    expect(edited.json().giftsOrGrantsInfo).toEqual(expected);
    expect((await loanFields(t.jane, 7001)).giftsOrGrantsInfo).toEqual(expected);
    expect(await giftRows(7001)).toEqual([{ id: first?.giftId, active: false }, { id: second?.giftId, active: true }]);
    expect((await loanFields(t.jane, 7001)).subjectPropertyInfo).toEqual(saved);
  });

  it('rejects rows the screen rejects, with the field messages, and stores nothing', async () => {
    const before = await giftRows(7001);
    const validGift = validValue(GIFTS, '.gifts.0') as typeof gift;
    const landing = await call(t.jane, { applicationId: 7001, giftsOrGrants: {} });
    expect(landing.statusCode).toBe(400);
    expect(landing.json().fields).toEqual([
      { field: 'giftsOrGrants.hasGiftsOrGrants', message: requiredMessage(LANDING, '.hasGiftsOrGrants') }]);
    const rows = await call(t.jane, { applicationId: 7001, giftsOrGrants: { hasGiftsOrGrants: true, gifts: [validGift, {}] } });
    expect(rows.statusCode).toBe(400);
    expect(rows.json().fields).toEqual(['type', 'status', 'source', 'value'].map((key) =>
      ({ field: `giftsOrGrants.gifts.1.${key}`, message: requiredMessage(GIFTS, `.gifts.1.${key}`) })));
    const source = invalidAnswer(GIFTS, '.gifts.0.source');
    const value = invalidAnswer(GIFTS, '.gifts.0.value');
    const values = await call(t.jane, { applicationId: 7001, giftsOrGrants: { hasGiftsOrGrants: true,
      gifts: [{ ...validGift, source: source.value, value: value.value }] } });
    expect(values.statusCode).toBe(400);
    expect(values.json().fields).toEqual([
      { field: 'giftsOrGrants.gifts.0.source', message: source.message },
      { field: 'giftsOrGrants.gifts.0.value', message: value.message },
    ]);
    const noGifts = invalidAnswer(GIFTS, '.gifts');
    const empty = await call(t.jane, { applicationId: 7001, giftsOrGrants: { hasGiftsOrGrants: true, gifts: noGifts.value } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([{ field: 'giftsOrGrants.gifts', message: noGifts.message }]);
    const [kept] = (await loanFields(t.jane, 7001)).giftsOrGrantsInfo.gifts as { giftId: number }[];
    // The server's own check that a saved gift is sent once (not a screen rule).
    const twice = await call(t.jane, { applicationId: 7001, giftsOrGrants: { hasGiftsOrGrants: true,
      gifts: [validGift, { ...validGift, giftId: kept?.giftId }, { ...validGift, giftId: kept?.giftId }] } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields).toEqual([{ field: 'giftsOrGrants.gifts.2.giftId', message: 'This gift or grant is listed twice.' }]);
    expect(await giftRows(7001)).toEqual(before);
  });

  it('landing no removes every gift', async () => {
    const no = await call(t.jane, { applicationId: 7001, giftsOrGrants: { hasGiftsOrGrants: false } });
    expect(no.statusCode).toBe(200);
    expect(no.json().giftsOrGrantsInfo).toEqual({ hasGiftsOrGrants: false, gifts: [] });
    expect((await giftRows(7001)).every((r) => !r.active)).toBe(true);
  });
});

describe('UpdateApplicationData: access', () => {
  it('needs a session and the CSRF header', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: URL, payload: { applicationId: 7001 } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHENTICATED');
    const res = await call(t.jane, { applicationId: 7001, giftsOrGrants: { hasGiftsOrGrants: false } }, false);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CSRF_INVALID');
  });

  it("answers 403 for another loan's application or gift, in one transaction (nothing stored)", async () => {
    const johnsBefore = await loanFields(t.john, 7002);
    const otherApp = await call(t.jane, { applicationId: 7002, subjectProperty: about });
    expect(otherApp.statusCode).toBe(403);
    expect(otherApp.json().code).toBe('FORBIDDEN');
    const janesRows = await giftRows(7001);
    const otherGift = await call(t.jane, { applicationId: 7001, giftsOrGrants: { hasGiftsOrGrants: true,
      gifts: [gift, { ...gift, giftId: 70021 }] } });
    expect(otherGift.statusCode).toBe(403);
    expect(await giftRows(7001)).toEqual(janesRows);
    // Mary's application is on John's offer, but John's gift is not Mary's.
    const moved = await call(t.john, { applicationId: MARY.applicationId, giftsOrGrants: { hasGiftsOrGrants: true,
      gifts: [{ ...gift, giftId: 70021 }] } });
    expect(moved.statusCode).toBe(403);
    expect(await loanFields(t.john, 7002)).toEqual(johnsBefore);
    expect((await loanFields(t.john, MARY.applicationId)).giftsOrGrantsInfo).toEqual({ hasGiftsOrGrants: null, gifts: [] });
  });
});
