import { describe, expect, test } from 'vitest';
import * as contact from '../../src/app/generated/screens/info/contact';
import * as otherIncome from '../../src/app/generated/screens/info/other-income';
import { agreedErrors, type FieldError } from './screen-harness';

describe('info/contact rules (application-forms section 5 Contact)', () => {
  const ok = { cellPhoneNumber: '2175555001', emailAddress: 'jane.doe@example.com' };
  const check = (formData: unknown): FieldError[] => agreedErrors('info/contact', contact, formData);

  test('title', () => {
    expect(contact.schema.title).toBe('How Do We Reach You?');
  });

  test('at least one phone number; any one of the three is enough', () => {
    expect(check({ emailAddress: ok.emailAddress })).toEqual([
      { property: '.homePhoneNumber', message: 'At least one phone number is required' },
    ]);
    for (const field of ['homePhoneNumber', 'cellPhoneNumber', 'workPhoneNumber']) {
      expect(check({ [field]: '2175555001', emailAddress: ok.emailAddress })).toEqual([]);
    }
  });

  test.each([
    ['homePhoneNumber', 'Home Phone'],
    ['cellPhoneNumber', 'Cell Phone'],
    ['workPhoneNumber', 'Work Phone'],
  ])('%s: 10 digits, area code and exchange 2-9, not all identical, not all zeros', (field, label) => {
    const message = `${label} must be a valid 10-digit phone number.`;
    expect(check({ ...ok, [field]: '2175550123' })).toEqual([]);
    for (const bad of ['217555012', '21755501234', '1175550123', '2171550123', '2170550123', '7777777777', '0000000000', '217-555-0123']) {
      expect(check({ ...ok, [field]: bad })).toEqual([{ property: `.${field}`, message }]);
    }
  });

  test('extension: whole number as text, at most 6 digits', () => {
    expect(check({ ...ok, workPhoneExtn: '123456' })).toEqual([]);
    expect(check({ ...ok, workPhoneExtn: '1234567' })).toEqual([{ property: '.workPhoneExtn', message: 'Ext cannot exceed 6 characters.' }]);
    expect(check({ ...ok, workPhoneExtn: '-12' })).toEqual([{ property: '.workPhoneExtn', message: 'Ext must be an integer.' }]);
    expect(check({ ...ok, workPhoneExtn: 12 })).toEqual([{ property: '.workPhoneExtn', message: 'Ext must be an integer.' }]);
  });

  test('email: required, valid format, at most 80 characters', () => {
    expect(check({ cellPhoneNumber: ok.cellPhoneNumber })).toEqual([
      { property: '.emailAddress', message: 'Email Address is a required field.' },
    ]);
    expect(check({ ...ok, emailAddress: 'jane doe@example.com' })).toEqual([
      { property: '.emailAddress', message: 'Please enter a valid email address.' },
    ]);
    const at80 = `${'a'.repeat(73)}@ex.com`;
    expect(at80).toHaveLength(80);
    expect(check({ ...ok, emailAddress: at80 })).toEqual([]);
    expect(check({ ...ok, emailAddress: `a${at80}` })).toEqual([
      { property: '.emailAddress', message: 'Email Address cannot exceed 80 characters.' },
    ]);
  });
});

describe('info/other-income rules (application-forms section 5 Employment, other income)', () => {
  const check = (formData: unknown): FieldError[] => agreedErrors('info/other-income', otherIncome, formData);

  test('income type required (spelled without a period)', () => {
    expect(check({ additionalIncome1: 10 })).toEqual([
      { property: '.incomeTypeId', message: 'Income Type is a required field' },
    ]);
  });

  test('amount required, above 0.01, at most 999999999.99', () => {
    expect(check({ incomeTypeId: 1 })).toEqual([{ property: '.additionalIncome1', message: 'Amount is a required field.' }]);
    expect(check({ incomeTypeId: 1, additionalIncome1: 0.01 })).toEqual([]);
    expect(check({ incomeTypeId: 1, additionalIncome1: 999999999.99 })).toEqual([]);
    expect(check({ incomeTypeId: 1, additionalIncome1: 0 })).toEqual([
      { property: '.additionalIncome1', message: 'Amount must be greater than 0.' },
    ]);
    expect(check({ incomeTypeId: 1, additionalIncome1: -5 })).toEqual([
      { property: '.additionalIncome1', message: 'Amount must be greater than 0.' },
    ]);
    expect(check({ incomeTypeId: 1, additionalIncome1: 1_000_000_000 })).toEqual([
      { property: '.additionalIncome1', message: 'Amount cannot exceed 11 numerical characters.' },
    ]);
  });
});
