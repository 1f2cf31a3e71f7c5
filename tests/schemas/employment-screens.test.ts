import { describe, expect, test } from 'vitest';
import * as employmentIncome from '../../src/app/generated/screens/info/employment-income';
import * as employment from '../../src/app/generated/screens/info/employment';
import * as entitlement from '../../src/app/generated/screens/info/entitlement';
import { createAjv } from '../../src/shared/validation/create-ajv';
import { loadSchemaDocuments, SCHEMA_ID_BASE } from '../../src/shared/validation/schema-documents';
import { agreedErrors, type FieldError } from './screen-harness';

const bodyAjv = createAjv(loadSchemaDocuments().map((d) => d.schema));

const job = {
  employerName: 'Peoria Tool Works', position: 'Machinist', phoneNumber: '3095550100', streetAddress: '1 Tool Rd',
  city: 'Peoria', state: 'IL', zipCode: '61602', country: 'US', startDate: '03/01/2015',
};
const check = (formData: unknown): FieldError[] => agreedErrors('info/employment', employment, formData);
const messagesAt = (errors: FieldError[], property: string): string[] =>
  errors.filter((e) => e.property === property).map((e) => e.message);

describe('info/employment rules (application-forms section 5 Employment)', () => {
  test('employer name max 150, position max 35', () => {
    expect(check({ ...job, employerName: 'x'.repeat(150), position: 'x'.repeat(35) })).toEqual([]);
    expect(messagesAt(check({ ...job, employerName: 'x'.repeat(151) }), '.employerName'))
      .toEqual(['Employer Name cannot exceed 150 characters.']);
    expect(messagesAt(check({ ...job, position: 'x'.repeat(36) }), '.position')).toEqual(['Position cannot exceed 35 characters.']);
  });

  test('start date required, not in the future, at most 100 years ago', () => {
    const { startDate: _s, ...noStart } = job;
    expect(check(noStart)).toEqual([{ property: '.startDate', message: 'Start Date is a required field.' }]);
    expect(messagesAt(check({ ...job, startDate: '01/01/1901' }), '.startDate')).toEqual(['Start date cannot exceed 100 years.']);
    expect(messagesAt(check({ ...job, startDate: '12/31/2999' }), '.startDate')).toEqual(['Start Date cannot be in the future.']);
  });

  test('state and ZIP only for US or an empty country', () => {
    const { state: _st, zipCode: _z, ...abroad } = job;
    expect(check({ ...abroad, country: 'CA' })).toEqual([]);
    expect(check({ ...abroad, country: 'US' })).toEqual([
      { property: '.state', message: 'State is a required field.' },
      { property: '.zipCode', message: 'ZIP Code is a required field.' },
    ]);
    expect(messagesAt(check({ ...job, zipCode: '00000' }), '.zipCode')).toEqual(['Please enter a valid ZIP Code.']);
  });

  test('a previous job needs its end date and monthly base income', () => {
    expect(check({ ...job, previousEmployerInd: true, incomeInfo: {} })).toEqual([
      { property: '.endDate', message: 'End Date is a required field.' },
      { property: '.incomeInfo.monthlyBaseIncome', message: 'Base Income is a required field.' },
    ]);
    expect(check({ ...job, previousEmployerInd: true, endDate: '06/30/2019', incomeInfo: { monthlyBaseIncome: 4000 } }))
      .toEqual([]);
    expect(messagesAt(check({ ...job, previousEmployerInd: true, endDate: '12/31/2999', incomeInfo: { monthlyBaseIncome: 1 } }),
      '.endDate')).toEqual(['End Date cannot be in the future.']);
    expect(check({ ...job, previousEmployerInd: false })).toEqual([]);
  });

  test('only a current job offers special employment', () => {
    const { allOf } = employment.schema as { allOf: { then?: { properties: object }; else?: { properties: object } }[] };
    expect(Object.keys(allOf[1]?.else?.properties ?? {})).toEqual(['specialEmploymentInd']);
    expect(Object.keys(allOf[1]?.then?.properties ?? {})).not.toContain('specialEmploymentInd');
  });

  test('self-employed: ownership share and monthly income or loss required', () => {
    expect(check({ ...job, selfEmployedInd: true })).toEqual([
      { property: '.monthlyIncomeOrLoss', message: 'Monthly Income or Loss is a required field.' },
      { property: '.ownershipShare', message: 'Ownership Share is a required field.' },
    ]);
    expect(check({ ...job, selfEmployedInd: true, ownershipShare: 'LessThan25Percent', monthlyIncomeOrLoss: -200 })).toEqual([]);
    expect(check({ ...job, selfEmployedInd: false })).toEqual([]);
  });
});

describe('info/employment-income and info/entitlement rules', () => {
  test('base income required; overtime, bonus, commissions and other optional with default 0', () => {
    expect(agreedErrors('info/employment-income', employmentIncome, { incomeInfo: { monthlyBaseIncome: 1 } })).toEqual([]);
    const props = (employmentIncome.schema as { properties: { incomeInfo: { properties: Record<string, { default?: number }> } } })
      .properties.incomeInfo.properties;
    expect(['overtimeIncome', 'bonusIncome', 'commissionsIncome', 'otherIncome'].map((k) => props[k]?.default)).toEqual([0, 0, 0, 0]);
  });

  test('military entitlement: amount greater than 0 once a type is picked', () => {
    const base = { employerName: 'U.S. Army', startDate: '06/01/2010' };
    expect(agreedErrors('info/entitlement', entitlement, { ...base, militaryIncomeInfo: { incomeTypeId: 20 } }))
      .toEqual([{ property: '.militaryIncomeInfo.militaryIncome1', message: 'Amount is a required field.' }]);
    expect(agreedErrors('info/entitlement', entitlement, { ...base, militaryIncomeInfo: { incomeTypeId: 20, militaryIncome1: 0 } }))
      .toEqual([{ property: '.militaryIncomeInfo.militaryIncome1', message: 'Amount must be greater than 0.' }]);
  });
});

describe('UpdateBorrowerEmployment body: the screens\' rules', () => {
  const body = (items: unknown[]): FieldError[] => {
    const validate = bodyAjv.getSchema(`${SCHEMA_ID_BASE}api/UpdateBorrowerEmployment.body.json`);
    if (!validate) throw new Error('no body schema');
    validate(items);
    return (validate.errors ?? []).map((e) => ({ property: e.instancePath, message: e.message ?? '' }));
  };
  const item = { ...job, applicationId: 7001, activeInd: true };

  test('jobs follow info/employment, military items info/entitlement, incomes the income screen', () => {
    expect(body([item, { ...item, previousEmployerInd: true, endDate: '06/30/2019', incomeInfo: { monthlyBaseIncome: 1 } }]))
      .toEqual([]);
    expect(body([{ ...item, position: undefined }])).toEqual([{ property: '/0/position', message: 'Position is a required field.' }]);
    expect(body([{ ...item, incomeInfo: { overtimeIncome: 1 } }]))
      .toEqual([{ property: '/0/incomeInfo/monthlyBaseIncome', message: 'Base Income is a required field.' }]);
    const military = { applicationId: 7001, activeInd: true, isMilitaryEmployment: true, employerName: 'U.S. Army',
      startDate: '06/01/2010', militaryIncomeInfo: { incomeTypeId: 20, militaryIncome1: 5, applicationId: 7001 } };
    expect(body([military])).toEqual([]);
    expect(body([{ ...military, militaryIncomeInfo: { incomeTypeId: 20, militaryIncome1: 0 } }]))
      .toEqual([{ property: '/0/militaryIncomeInfo/militaryIncome1', message: 'Amount must be greater than 0.' }]);
  });

  test('a soft delete names only its record', () => {
    expect(body([{ employmentId: 5, applicationId: 7001, activeInd: false }])).toEqual([]);
    expect(body([{ applicationId: 7001, activeInd: false }]).map((e) => e.property)).toEqual(['/0/employmentId']);
    expect(body([])).not.toEqual([]);
  });
});
