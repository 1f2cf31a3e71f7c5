import { describe, expect, test } from 'vitest';
import * as declaredFinances from '../../src/app/generated/screens/declarations/declared-finances';
import * as propertyAndMoney from '../../src/app/generated/screens/declarations/property-and-money';
import declaredFinancesUi from '../../schemas/declarations/declared-finances.ui.json';
import propertyAndMoneyUi from '../../schemas/declarations/property-and-money.ui.json';
import { agreedErrors, sortErrors, type FieldError } from './screen-harness';

const REQUIRED = 'This is a required field.';
const CHECK_ONE = 'Please check one of the above.';

type Ui = Record<string, { 'ui:title'?: string; 'ui:widget'?: string } & Record<string, unknown>>;
const titleOf = (ui: unknown, field: string): string => (ui as Ui)[field]?.['ui:title'] ?? '';
const widgetOf = (ui: unknown, field: string): string | undefined => (ui as Ui)[field]?.['ui:widget'];

describe('declarations/property-and-money (URLA 5a, A-E)', () => {
  const questions = ['primaryResidenceInd', 'affliiationWithSellerInd', 'undisclosedBorrowedFundsInd',
    'undisclosedMortgageAppInd', 'undisclosedCreditAppInd', 'cleanEnergyLienPropertyInd'];
  const allNo = Object.fromEntries(questions.map((q) => [q, false]));
  const check = (formData: unknown): FieldError[] => agreedErrors('declarations/property-and-money', propertyAndMoney, formData);

  test('every yes/no question is required with the spec message', () => {
    expect(check({})).toEqual(sortErrors(questions.map((q) => ({ property: `.${q}`, message: REQUIRED }))));
    for (const q of questions) {
      const { [q]: _left, ...rest } = allNo;
      expect(check(rest)).toEqual([{ property: `.${q}`, message: REQUIRED }]);
    }
    expect(check(allNo)).toEqual([]);
  });

  test('ownership in the last 3 years is asked (and required) only when the property is the primary residence', () => {
    expect(check({ ...allNo, primaryResidenceInd: true })).toEqual([
      { property: '.ownershipIntNewPropertyIND', message: REQUIRED },
    ]);
    expect(check({ ...allNo, primaryResidenceInd: true, ownershipIntNewPropertyIND: false })).toEqual([]);
    // Not triggered: neither required nor checked.
    expect(check({ ...allNo, ownershipIntNewPropertyIND: true })).toEqual([]);
  });

  test('property type and title held follow a yes to ownership', () => {
    const owned = { ...allNo, primaryResidenceInd: true, ownershipIntNewPropertyIND: true };
    expect(check(owned)).toEqual([
      { property: '.propertyTypeId', message: REQUIRED },
      { property: '.titleHeldTypeId', message: REQUIRED },
    ]);
    for (const propertyTypeId of [1, 2, 3, 4]) {
      for (const titleHeldTypeId of [1, 2, 3]) expect(check({ ...owned, propertyTypeId, titleHeldTypeId })).toEqual([]);
    }
    expect(check({ ...owned, propertyTypeId: 5, titleHeldTypeId: 4 })).toEqual([
      { property: '.propertyTypeId', message: 'Property Type must be one of the listed options.' },
      { property: '.titleHeldTypeId', message: 'Title Held must be one of the listed options.' },
    ]);
    // Ownership yes without a primary residence is not a triggered follow-up.
    expect(check({ ...allNo, ownershipIntNewPropertyIND: true })).toEqual([]);
  });

  test('the property type and title held choices (spec section 3)', () => {
    const defs = propertyAndMoney.schema.$defs as Record<string, { oneOf: { const: number; title: string }[] }>;
    expect(defs.propertyTypeId?.oneOf).toEqual([
      { const: 1, title: 'Primary Residence' }, { const: 2, title: 'FHA Secondary Residence' },
      { const: 3, title: 'Second Home' }, { const: 4, title: 'Investment Property' },
    ]);
    expect(defs.titleHeldTypeId?.oneOf).toEqual([
      { const: 1, title: 'By Yourself' }, { const: 2, title: 'Jointly With Your Spouse' },
      { const: 3, title: 'Jointly With Another Person' },
    ]);
  });

  test('borrowed amount: required when borrowing is yes, money rules', () => {
    const borrowing = { ...allNo, undisclosedBorrowedFundsInd: true };
    expect(check(borrowing)).toEqual([{ property: '.borrowedFundAmount', message: 'Borrowed Amount is a required field.' }]);
    expect(check({ ...borrowing, borrowedFundAmount: 0.01 })).toEqual([]);
    expect(check({ ...borrowing, borrowedFundAmount: 999999999.99 })).toEqual([]);
    expect(check({ ...borrowing, borrowedFundAmount: 0 })).toEqual([
      { property: '.borrowedFundAmount', message: 'Borrowed Amount must be greater than 0.' },
    ]);
    expect(check({ ...borrowing, borrowedFundAmount: 1e9 })).toEqual([
      { property: '.borrowedFundAmount', message: 'Borrowed Amount cannot exceed 11 numerical characters.' },
    ]);
    expect(check({ ...allNo, borrowedFundAmount: 1e9 })).toEqual([]);
  });

  test('question texts: URLA 5a wording with its 3-year look-back; yes/no widgets', () => {
    expect(titleOf(propertyAndMoneyUi, 'primaryResidenceInd')).toBe('A. Will you occupy the property as your primary residence?');
    expect(titleOf(propertyAndMoneyUi, 'ownershipIntNewPropertyIND')).toContain('in the last 3 years');
    for (const [field, letter] of [['affliiationWithSellerInd', 'B.'], ['undisclosedBorrowedFundsInd', 'C.'],
      ['undisclosedMortgageAppInd', 'D. 1.'], ['undisclosedCreditAppInd', 'D. 2.'], ['cleanEnergyLienPropertyInd', 'E.']] as const) {
      expect(titleOf(propertyAndMoneyUi, field).startsWith(`${letter} `)).toBe(true);
    }
    for (const q of [...questions, 'ownershipIntNewPropertyIND']) {
      expect(widgetOf(propertyAndMoneyUi, q)).toBe('YesNoWidget');
    }
  });
});

describe('declarations/declared-finances (URLA 5b, F-M), titled Finances', () => {
  const questions = ['undisclosedComakerOfNoteInd', 'outstandingJudgementsInd', 'delinquentInd', 'partyToLawsuitInd',
    'priorPropertyDeedInLieuInd', 'priorPropertyShortsaleInd', 'priorPropertyForeclosedInd', 'bankruptcyInd'];
  const allNo = Object.fromEntries(questions.map((q) => [q, false]));
  const check = (formData: unknown): FieldError[] => agreedErrors('declarations/declared-finances', declaredFinances, formData);

  test('title', () => {
    expect(declaredFinances.schema.title).toBe('Finances');
  });

  test('every yes/no question is required with the spec message', () => {
    expect(check({})).toEqual(sortErrors(questions.map((q) => ({ property: `.${q}`, message: REQUIRED }))));
    for (const q of questions) {
      const { [q]: _left, ...rest } = allNo;
      expect(check(rest)).toEqual([{ property: `.${q}`, message: REQUIRED }]);
    }
  });

  test('bankruptcy yes needs at least one chapter: one error, on the group', () => {
    const bankrupt = { ...allNo, bankruptcyInd: true };
    const none = [{ property: '.bankruptcyChapters', message: CHECK_ONE }];
    expect(check(bankrupt)).toEqual(none);
    expect(check({ ...bankrupt, bankruptcyChapters: {} })).toEqual(none);
    expect(check({ ...bankrupt, bankruptcyChapters: { chapter7Ind: false, chapter11Ind: false, chapter12Ind: false,
      chapter13Ind: false } })).toEqual(none);
    for (const chapter of ['chapter7Ind', 'chapter11Ind', 'chapter12Ind', 'chapter13Ind']) {
      expect(check({ ...bankrupt, bankruptcyChapters: { [chapter]: true } })).toEqual([]);
    }
    // No bankruptcy: the chapters are not asked.
    expect(check({ ...allNo, bankruptcyChapters: {} })).toEqual([]);
  });

  test('question texts: URLA 5b wording with the 7-year look-backs; chapters are a box group', () => {
    for (const q of ['priorPropertyDeedInLieuInd', 'priorPropertyShortsaleInd', 'priorPropertyForeclosedInd', 'bankruptcyInd']) {
      expect(titleOf(declaredFinancesUi, q)).toMatch(/7 years/);
    }
    expect(titleOf(declaredFinancesUi, 'priorPropertyDeedInLieuInd')).toContain('in lieu of foreclosure');
    expect(titleOf(declaredFinancesUi, 'priorPropertyShortsaleInd')).toContain('short sale');
    expect(titleOf(declaredFinancesUi, 'priorPropertyForeclosedInd')).toContain('foreclosed');
    expect(titleOf(declaredFinancesUi, 'bankruptcyInd')).toBe('M. Have you declared bankruptcy within the past 7 years?');
    questions.forEach((q, i) => {
      expect(titleOf(declaredFinancesUi, q).startsWith(`${'FGHIJKLM'[i]}. `)).toBe(true);
      expect(widgetOf(declaredFinancesUi, q)).toBe('YesNoWidget');
    });
    const group = (declaredFinancesUi as unknown as Ui).bankruptcyChapters;
    for (const chapter of ['chapter7Ind', 'chapter11Ind', 'chapter12Ind', 'chapter13Ind']) {
      expect(widgetOf(group, chapter)).toBe('CheckboxWidget');
    }
  });
});
