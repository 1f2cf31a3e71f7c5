import { describe, expect, test } from 'vitest';
import * as asset from '../../src/app/generated/screens/finances/asset';
import * as liability from '../../src/app/generated/screens/finances/liability';
import * as otherAsset from '../../src/app/generated/screens/finances/other-asset';
import * as otherExpense from '../../src/app/generated/screens/finances/other-expense';
import * as otherLiability from '../../src/app/generated/screens/finances/other-liability';
import { agreedErrors, type FieldError } from './screen-harness';

const money = (label: string, required: boolean) => [
  ...(required ? [[0, `${label} must be greater than 0.`]] : []),
  [0.001, `${label} must be greater than 0.`],
  [1000000000, `${label} cannot exceed 11 numerical characters.`],
  ['12x', `${label} must be a number.`],
] as [unknown, string][];

describe('finances/asset rules (application-forms section 5 Assets and liabilities)', () => {
  const ok = { financialInstitution: 'First Community Bank', assetTypeId: 1, cashMarketValue: 100, selectedBorrowers: [7001] };
  const check = (formData: unknown): FieldError[] => agreedErrors('finances/asset', asset, formData);

  test('financial institution: required, at most 150 characters', () => {
    expect(check({ ...ok, financialInstitution: 'x'.repeat(150) })).toEqual([]);
    expect(check({ ...ok, financialInstitution: 'x'.repeat(151) })).toEqual([
      { property: '.financialInstitution', message: 'Financial Institution cannot exceed 150 characters.' },
    ]);
    const { financialInstitution: _f, ...rest } = ok;
    expect(check(rest)).toEqual([{ property: '.financialInstitution', message: 'Financial Institution is a required field.' }]);
  });

  test('at least one name on the shared account', () => {
    expect(check({ ...ok, selectedBorrowers: [7001, 7002] })).toEqual([]);
    for (const bad of [[], undefined]) {
      expect(check({ ...ok, selectedBorrowers: bad })).toEqual([
        { property: '.selectedBorrowers', message: 'Names on Shared Account is a required field.' },
      ]);
    }
  });

  test.each(money('Cash or Market Value', true))('cash or market value %s', (value, message) => {
    expect(check({ ...ok, cashMarketValue: value })).toEqual([{ property: '.cashMarketValue', message }]);
  });
});

describe('finances/liability rules', () => {
  const ok = { companyName: 'Capital One', type: 'Revolving', monthlyPayment: 45, unpaidBalance: 1250 };
  const check = (formData: unknown): FieldError[] => agreedErrors('finances/liability', liability, formData);

  test('company name max 150, account number max 30 (optional)', () => {
    expect(check({ ...ok, companyName: 'x'.repeat(150), accountNumber: 'x'.repeat(30) })).toEqual([]);
    expect(check({ ...ok, companyName: 'x'.repeat(151), accountNumber: 'x'.repeat(31) })).toEqual([
      { property: '.accountNumber', message: 'Account Number cannot exceed 30 characters.' },
      { property: '.companyName', message: 'Company Name cannot exceed 150 characters.' },
    ]);
  });

  test('Other Accounts needs the other account type (max 80); other types do not ask for it', () => {
    expect(check({ ...ok, type: 'OtherAccounts', otherType: 'x'.repeat(80) })).toEqual([]);
    expect(check({ ...ok, type: 'OtherAccounts' })).toEqual([
      { property: '.otherType', message: 'Other Account Type is a required field.' },
    ]);
    expect(check({ ...ok, type: 'OtherAccounts', otherType: 'x'.repeat(81) })).toEqual([
      { property: '.otherType', message: 'Other Account Type cannot exceed 80 characters.' },
    ]);
    expect(check({ ...ok, type: 'Installment' })).toEqual([]);
  });

  test('the five account types', () => {
    expect(liability.schema.properties?.type).toMatchObject({
      oneOf: ['Revolving', 'Installment', 'Open30Day', 'Lease', 'OtherAccounts'].map((c) => expect.objectContaining({ const: c })),
    });
  });

  test.each([
    ...money('Monthly Payment', true).map(([v, m]) => ['monthlyPayment', v, m]),
    ...money('Unpaid Balance', true).map(([v, m]) => ['unpaidBalance', v, m]),
  ])('%s %s', (field, value, message) => {
    expect(check({ ...ok, [field as string]: value })).toEqual([{ property: `.${field as string}`, message }]);
  });
});

describe('finances/other-liability rules', () => {
  const ok = { holderName: 'Sallie Mae', liabilityTypeId: 1, selectedBorrowers: [7001] };
  const check = (formData: unknown): FieldError[] => agreedErrors('finances/other-liability', otherLiability, formData);

  test('creditor name required, max 80; at least one borrower', () => {
    expect(check({ ...ok, holderName: 'x'.repeat(80) })).toEqual([]);
    expect(check({ ...ok, holderName: 'x'.repeat(81), selectedBorrowers: [] })).toEqual([
      { property: '.holderName', message: 'Creditor Name cannot exceed 80 characters.' },
      { property: '.selectedBorrowers', message: 'Borrowers is a required field.' },
    ]);
  });

  test.each([
    ...money('Monthly Payment', false).map(([v, m]) => ['monthlyPaymentAmount', v, m]),
    ...money('Unpaid Balance', false).map(([v, m]) => ['unpaidBalanceAmount', v, m]),
    [ 'creditLimit', 1000000000, 'Credit Limit cannot exceed 11 numerical characters.'],
  ])('optional %s %s', (field, value, message) => {
    expect(check({ ...ok, [field as string]: value })).toEqual([{ property: `.${field as string}`, message }]);
  });
});

describe('finances/other-expense rules', () => {
  const check = (formData: unknown): FieldError[] => agreedErrors('finances/other-expense', otherExpense, formData);

  test("the spec's obligation types", () => {
    expect(otherExpense.schema.properties?.type).toMatchObject({
      oneOf: [
        { const: 'Alimony', title: 'Alimony' },
        { const: 'ChildSupport', title: 'Child Support' },
        { const: 'JobRelatedExpenses', title: 'Job Related Expenses' },
        { const: 'SeparateMaintenance', title: 'Separate Maintenance' },
        { const: 'Other', title: 'Other' },
      ],
    });
  });

  test('Other needs its text (max 80)', () => {
    expect(check({ type: 'Other', other: 'x'.repeat(80), monthlyPayment: 10 })).toEqual([]);
    expect(check({ type: 'Other', other: ' ', monthlyPayment: 10 })).toEqual([
      { property: '.other', message: 'Other Expense Type must be at least 1 character.' },
    ]);
    expect(check({ type: 'Alimony', monthlyPayment: 10 })).toEqual([]);
  });
});

describe('finances/other-asset rules', () => {
  test.each(money('Value', true))('value %s', (value, message) => {
    expect(agreedErrors('finances/other-asset', otherAsset, { type: 'EarnestMoney', value })).toEqual([{ property: '.value', message }]);
  });
});
