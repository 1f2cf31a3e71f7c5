import { describe, expect, test } from 'vitest';
import * as about from '../../src/app/generated/screens/loan/about-subject-property';
import * as giftsLanding from '../../src/app/generated/screens/loan/gifts-or-grants-landing';
import * as gifts from '../../src/app/generated/screens/loan/gifts-or-grants';
import * as moreAbout from '../../src/app/generated/screens/loan/more-about-property';
import * as address from '../../src/app/generated/screens/loan/subject-property-address';
import { GIFT_SOURCES, GIFT_STATUSES, GIFT_TYPES } from '../../src/shared/api/loan';
import { agreedErrors, type FieldError } from './screen-harness';

describe('loan/subject-property-address (read-only, no save)', () => {
  test('every field is read-only and nothing is required', () => {
    const props = address.schema.properties as Record<string, { readOnly?: boolean }>;
    expect(Object.keys(props)).toEqual(['streetAddress', 'unitNum', 'city', 'state', 'zipCode', 'county', 'country']);
    expect(Object.values(props).every((p) => p.readOnly === true)).toBe(true);
    expect(address.uiSchema['ui:readonly']).toBe(true);
    expect(agreedErrors('loan/subject-property-address', address, {})).toEqual([]);
  });
});

describe('loan/about-subject-property rules (portal-journey section 5, application-forms section 5 Property)', () => {
  const check = (formData: unknown): FieldError[] => agreedErrors('loan/about-subject-property', about, formData);
  const refi = { loanPurpose: 'Refinance', loanAmount: 310000, propertyValue: 450000 };

  test('loan purpose, amount and value are read-only; validation on blur', () => {
    const props = about.schema.properties as Record<string, { readOnly?: boolean }>;
    for (const name of ['loanPurpose', 'loanAmount', 'propertyValue']) expect(props[name]?.readOnly).toBe(true);
    expect(about.uiSchema['ui:options']).toEqual({ validateOn: 'blur' });
  });

  test('occupancy required', () => {
    expect(check({ loanPurpose: 'Purchase' })).toEqual([{ property: '.occupancy', message: 'Occupancy is a required field.' }]);
    for (const occupancy of ['PrimaryResidence', 'SecondHome', 'InvestmentProperty']) {
      expect(check({ loanPurpose: 'Purchase', occupancy })).toEqual([]);
    }
  });

  test('refinance type required only when the purpose is Refinance', () => {
    expect(check({ ...refi, occupancy: 'PrimaryResidence' })).toEqual([
      { property: '.refiStatus', message: 'Refinance Type is a required field.' },
    ]);
    for (const refiStatus of ['NoCashOut', 'LimitedCashOut', 'CashOut']) {
      expect(check({ ...refi, occupancy: 'PrimaryResidence', refiStatus })).toEqual([]);
    }
    expect(check({ loanPurpose: 'Purchase', occupancy: 'PrimaryResidence' })).toEqual([]);
  });

  test('monthly rental income optional, 0 .. 999999999.99', () => {
    const base = { ...refi, occupancy: 'InvestmentProperty', refiStatus: 'CashOut' };
    expect(check(base)).toEqual([]);
    expect(check({ ...base, monthlyRentalIncome: 0 })).toEqual([]);
    expect(check({ ...base, monthlyRentalIncome: 999999999.99 })).toEqual([]);
    expect(check({ ...base, monthlyRentalIncome: -1 })).toEqual([
      { property: '.monthlyRentalIncome', message: 'Monthly Rental Income must be positive.' },
    ]);
  });

  test('rental income is a field only for Primary Residence or Investment Property; the FHA question only for a Second Home', () => {
    const ui = about.uiSchema as Record<string, Record<string, unknown>>;
    expect(ui.monthlyRentalIncome?.['ui:help']).toBe('For 2-4 Unit Primary or Investment Property');
    expect(ui.expenses?.['ui:help']).toBe('Not included in Monthly Mortgage Payment');
    const allOf = about.schema.allOf as { if: { properties: Record<string, unknown> }; then: { properties: Record<string, unknown> } }[];
    const branch = (field: string) => allOf.find((b) => field in b.then.properties);
    expect(branch('monthlyRentalIncome')?.if.properties.occupancy).toEqual({ enum: ['PrimaryResidence', 'InvestmentProperty'] });
    expect(branch('isFHASecondaryResidence')?.if.properties.occupancy).toEqual({ const: 'SecondHome' });
    expect(branch('refiStatus')?.if.properties.loanPurpose).toEqual({ const: 'Refinance' });
  });

  test('purpose is Purchase or Refinance', () => {
    expect(check({ loanPurpose: 'Cash', occupancy: 'PrimaryResidence' })).toEqual([
      { property: '.loanPurpose', message: 'Loan Purpose must be one of the listed options.' },
    ]);
  });
});

describe('loan/more-about-property (message spelled "requried", as in the spec)', () => {
  test('both questions required', () => {
    expect(agreedErrors('loan/more-about-property', moreAbout, {})).toEqual([
      { property: '.isManufacturedHome', message: 'This is a requried field' },
      { property: '.isMixedUseProperty', message: 'This is a requried field' },
    ]);
  });
});

describe('loan/gifts-or-grants rows', () => {
  const check = (formData: unknown): FieldError[] => agreedErrors('loan/gifts-or-grants', gifts, formData);
  const ok = { type: 'Cash Gift', status: 'Deposited', source: 'Parent', value: 1000 };

  test('types, statuses and sources are section 9 verbatim', () => {
    const items = (gifts.schema.properties as { gifts: { items: { properties: Record<string, { enum?: string[] }> } } }).gifts
      .items.properties;
    expect(items.type?.enum).toEqual([...GIFT_TYPES]);
    expect(items.status?.enum).toEqual([...GIFT_STATUSES]);
    expect(items.source?.enum).toEqual([...GIFT_SOURCES]);
    expect(GIFT_SOURCES).toHaveLength(12);
    for (const type of GIFT_TYPES) for (const status of GIFT_STATUSES) for (const source of GIFT_SOURCES) {
      expect(check({ gifts: [{ type, status, source, value: 1 }] })).toEqual([]);
    }
  });

  test('each row needs type, status, source and value', () => {
    for (const field of ['type', 'status', 'source', 'value'] as const) {
      const row: Record<string, unknown> = { ...ok };
      delete row[field];
      const label = { type: 'Asset Type', status: 'Status', source: 'Source', value: 'Value' }[field];
      expect(check({ gifts: [ok, row] })).toEqual([{ property: `.gifts.1.${field}`, message: `${label} is a required field.` }]);
    }
  });

  test('rows are added and removed with labelled buttons', () => {
    const ui = gifts.uiSchema as { gifts: { 'ui:options': Record<string, unknown> } };
    expect(ui.gifts['ui:options']).toMatchObject({ addLabel: 'Add Gift or Grant', removeLabel: 'Remove' });
  });
});

describe('loan/gifts-or-grants-landing', () => {
  test('yes/no required', () => {
    expect(agreedErrors('loan/gifts-or-grants-landing', giftsLanding, {})).toEqual([
      { property: '.hasGiftsOrGrants', message: 'This is a required field.' },
    ]);
  });
});
