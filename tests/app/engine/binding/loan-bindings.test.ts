import { describe, expect, it } from 'vitest';
import type { ScreenContext } from '../../../../src/app/engine/types';
import type { BorrowerProfile, PropertyInfo } from '../../../../src/shared/api';
import type { SubjectPropertyInfo } from '../../../../src/shared/api/generated/types';
import { cleanBody } from '../../../../src/shared/clean-body';
import { profileFixture } from '../fixtures';
import { boundOf } from '../helpers/bound-of';

const complete = { complete: true };

const NO_ANSWERS = {
  occupancy: null, monthlyRentalIncome: null, refiStatus: null, hasExistingMortgage: null,
  isApplyingForAdditionalMortgage: null, isFHASecondaryResidence: null, isManufacturedHome: null,
  isMixedUseProperty: null, expenses: null,
};
const subject: SubjectPropertyInfo = {
  address: { streetAddress: '123 Main St', unitNum: 'Unit 4', city: 'Springfield', state: 'IL', zipCode: '62701',
    county: null, country: 'US' },
  loanPurpose: 'Refinance', loanAmount: 310000, propertyValue: 450000, ...NO_ANSWERS,
};
const subjectRecord: PropertyInfo = {
  realEstateOwnedId: 41, address: { addressId: 9, streetAddress: '123 Main St', unitNum: 'Unit 4', city: 'Springfield',
    state: 'IL', zipCode: '62701', country: 'US' },
  applicationIds: [7001], propertyValue: 450000, occupancyTypeId: 1, monthlyRentGross: null, monthlyExpense: null,
  monthlyRentNet: null, propertyStatusTypeId: 1, monthlyHazardInsurance: null, monthlyTaxes: null,
  monthlyAssociationDues: null, existingLoanInd: true, subjectPropertyInd: true, activeInd: true, liabilities: [],
};

function ctx(over: Partial<SubjectPropertyInfo> = {}, profile: Partial<BorrowerProfile> = {}): ScreenContext {
  return {
    profile: { ...profileFixture(), subjectPropertyInfo: { ...subject, ...over }, ...profile },
    params: {},
    lookups: {},
  };
}

describe("the bindings of ['loan/subject-property-address'] (display only)", () => {
  const bound = boundOf('loan/subject-property-address');

  it('the form is the offer address without empty parts', () => {
    expect(bound.formData(ctx())).toEqual({ streetAddress: '123 Main St', unitNum: 'Unit 4', city: 'Springfield',
      state: 'IL', zipCode: '62701', country: 'US' });
  });
});

describe("the bindings of ['loan/about-subject-property']", () => {
  const bound = boundOf('loan/about-subject-property');
  const answers = { occupancy: 'PrimaryResidence', monthlyRentalIncome: 1200, refiStatus: 'NoCashOut',
    hasExistingMortgage: true, isApplyingForAdditionalMortgage: false, expenses: 95 } as const;

  it('saves through UpdateApplicationData', () => {
  });

  it('form: the offer purpose, amount and value (read-only) and the saved answers', () => {
    expect(bound.formData(ctx())).toEqual({ loanPurpose: 'Refinance', loanAmount: 310000, propertyValue: 450000 });
    expect(bound.formData(ctx({ ...answers, isManufacturedHome: true, loanAmount: null }))).toEqual({
      loanPurpose: 'Refinance', propertyValue: 450000, ...answers });
  });

  it('before the first save, occupancy and the existing mortgage start from the subject property on file', () => {
    const c = ctx({}, { propertyInfo: [subjectRecord] });
    expect(bound.formData(c)).toMatchObject({ occupancy: 'InvestmentProperty', hasExistingMortgage: true });
    const saved = ctx({ occupancy: 'SecondHome', hasExistingMortgage: false }, { propertyInfo: [subjectRecord] });
    expect(bound.formData(saved)).toMatchObject({ occupancy: 'SecondHome', hasExistingMortgage: false });
    const notSubject = ctx({}, { propertyInfo: [{ ...subjectRecord, subjectPropertyInd: false }] });
    expect(bound.formData(notSubject)).not.toHaveProperty('occupancy');
  });

  it("payload: this screen's answers over the saved more-about answers, the offer's purpose, no read-only values", () => {
    const c = ctx({ isManufacturedHome: false, isMixedUseProperty: true, expenses: 40 });
    const form = { loanPurpose: 'Refinance', loanAmount: 310000, propertyValue: 450000, ...answers, expenses: undefined };
    expect(cleanBody(bound.body(form, c, complete))).toEqual({
      applicationId: 7001,
      subjectProperty: { loanPurpose: 'Refinance', occupancy: 'PrimaryResidence', monthlyRentalIncome: 1200,
        refiStatus: 'NoCashOut', hasExistingMortgage: true, isApplyingForAdditionalMortgage: false,
        isManufacturedHome: false, isMixedUseProperty: true },
    });
  });

  it('payload drops the answers the form does not show (rental income, FHA question, refinance type)', () => {
    const second = bound.body({ ...answers, occupancy: 'SecondHome', isFHASecondaryResidence: true }, ctx(), complete);
    expect(second).toMatchObject({ subjectProperty: { occupancy: 'SecondHome', isFHASecondaryResidence: true } });
    expect((second as { subjectProperty: object }).subjectProperty).not.toHaveProperty('monthlyRentalIncome');
    const investment = bound.body({ ...answers, occupancy: 'InvestmentProperty', isFHASecondaryResidence: true }, ctx(), complete);
    expect((investment as { subjectProperty: object }).subjectProperty).not.toHaveProperty('isFHASecondaryResidence');
    const purchase = bound.body(answers, ctx({ loanPurpose: 'Purchase' }), complete);
    expect((purchase as { subjectProperty: object }).subjectProperty).not.toHaveProperty('refiStatus');
    expect(purchase).toMatchObject({ subjectProperty: { loanPurpose: 'Purchase' } });
  });

  it('the Purchase option is disabled when the purpose is Refinance', () => {
    expect(bound.uiOverrides(ctx(), { loanPurpose: 'Refinance' })).toEqual({
      loanPurpose: { 'ui:enumDisabled': ['Purchase'] } });
    expect(bound.uiOverrides(ctx(), { loanPurpose: 'Purchase' })).toEqual({});
  });

  it('onChange: leaving a rental occupancy drops the rental income; leaving Second Home drops the FHA answer', () => {
    const withRent = { occupancy: 'PrimaryResidence', monthlyRentalIncome: 900 };
    expect(bound.applyRules({ ...withRent, occupancy: 'InvestmentProperty' }, ctx())).toEqual({
      occupancy: 'InvestmentProperty', monthlyRentalIncome: 900 });
    expect(bound.applyRules({ ...withRent, occupancy: 'SecondHome' }, ctx())).toEqual({ occupancy: 'SecondHome' });
    const fha = { occupancy: 'SecondHome', isFHASecondaryResidence: true };
    expect(bound.applyRules({ ...fha, occupancy: 'PrimaryResidence' }, ctx())).toEqual({ occupancy: 'PrimaryResidence' });
    const unchanged = { occupancy: 'SecondHome', isFHASecondaryResidence: false };
    expect(bound.applyRules(unchanged, ctx())).toBe(unchanged);
  });
});

describe("the bindings of ['loan/more-about-property']", () => {
  const bound = boundOf('loan/more-about-property');

  it('form: the two saved answers', () => {
    expect(bound.formData(ctx())).toEqual({});
    expect(bound.formData(ctx({ isManufacturedHome: false, isMixedUseProperty: true, occupancy: 'SecondHome' }))).toEqual({
      isManufacturedHome: false, isMixedUseProperty: true });
  });

  it('payload: its answers merged over the saved subject property answers', () => {
    const c = ctx({ occupancy: 'InvestmentProperty', monthlyRentalIncome: 3400, refiStatus: 'CashOut', expenses: 650,
      hasExistingMortgage: true, isManufacturedHome: true });
    expect(cleanBody(bound.body({ isManufacturedHome: false, isMixedUseProperty: false }, c, complete))).toEqual({
      applicationId: 7001,
      subjectProperty: { loanPurpose: 'Refinance', occupancy: 'InvestmentProperty', monthlyRentalIncome: 3400,
        refiStatus: 'CashOut', hasExistingMortgage: true, expenses: 650, isManufacturedHome: false,
        isMixedUseProperty: false },
    });
  });
});

describe("the bindings of ['loan/gifts-or-grants-landing'] and ['loan/gifts-or-grants']", () => {
  const landing = boundOf('loan/gifts-or-grants-landing');
  const gifts = boundOf('loan/gifts-or-grants');
  const saved = { giftId: 70021, type: 'Cash Gift', status: 'Deposited', source: 'Parent', value: 5000 } as const;
  const withGifts = (hasGiftsOrGrants: boolean | null, list = [saved]) =>
    ctx({}, { giftsOrGrantsInfo: { hasGiftsOrGrants, gifts: [...list] } });

  it('landing: the saved answer; the payload sends only it', () => {
    expect(landing.formData(withGifts(null, []))).toEqual({});
    expect(landing.formData(withGifts(true))).toEqual({ hasGiftsOrGrants: true });
    expect(cleanBody(landing.body({ hasGiftsOrGrants: false }, withGifts(true), complete))).toEqual({
      applicationId: 7001, giftsOrGrants: { hasGiftsOrGrants: false } });
  });

  it('rows: the saved gifts, or one empty row to fill in', () => {
    expect(gifts.formData(withGifts(true, []))).toEqual({ gifts: [{}] });
    expect(gifts.formData(withGifts(true))).toEqual({ gifts: [saved] });
  });

  it('payload: every row (new ones without giftId), as the full list', () => {
    const form = { gifts: [saved, { type: 'Grant', status: 'Not Deposited', source: 'State Agency', value: 2500 }] };
    expect(cleanBody(gifts.body(form, withGifts(true), complete))).toEqual({
      applicationId: 7001,
      giftsOrGrants: { hasGiftsOrGrants: true, gifts: [saved,
        { type: 'Grant', status: 'Not Deposited', source: 'State Agency', value: 2500 }] },
    });
    // No rows sends no list; the screen's schema refuses it first ("Please add at least one gift or grant.").
    expect(cleanBody(gifts.body({ gifts: [] }, withGifts(true), complete))).toEqual({ applicationId: 7001, giftsOrGrants: { hasGiftsOrGrants: true } });
  });
});
