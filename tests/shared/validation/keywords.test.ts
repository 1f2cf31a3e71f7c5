import { describe, expect, test } from 'vitest';
import { createAjv } from '../../../src/shared/validation/create-ajv';

const ajv = createAjv();
const check = (keyword: string, value: unknown) => {
  const validate = ajv.compile({ [keyword]: value });
  return (data: unknown) => validate(data) === true;
};

/** MM/DD/YYYY of today shifted by years/days (computed from the real today). */
function usDate(years = 0, days = 0): string {
  const now = new Date();
  const d = new Date(now.getFullYear() + years, now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
}

describe('usDate', () => {
  const valid = check('usDate', true);
  test.each(['01/31/2020', '02/29/2000', '02/29/2024', '12/01/1899'])('accepts %s', (v) => expect(valid(v)).toBe(true));
  test.each(['02/29/1900', '02/29/2023', '04/31/2020', '13/01/2020', '00/10/2020', '1/1/2020', '2020-01-01', '', 'abc'])(
    'rejects %s',
    (v) => expect(valid(v)).toBe(false),
  );
  test('passes non-strings', () => expect([1, null, true, {}].every(valid)).toBe(true));
});

describe('notFuture', () => {
  const valid = check('notFuture', true);
  test('today and the past pass, tomorrow fails', () => {
    expect(valid(usDate())).toBe(true);
    expect(valid(usDate(0, -1))).toBe(true);
    expect(valid(usDate(0, 1))).toBe(false);
  });
  test('non-strings and non-dates pass', () => expect([5, 'x', null].every(valid)).toBe(true));
});

describe('futureDate', () => {
  const valid = check('futureDate', true);
  test('only strictly after today', () => {
    expect(valid(usDate(0, 1))).toBe(true);
    expect(valid(usDate())).toBe(false);
    expect(valid(usDate(0, -1))).toBe(false);
  });
  test('non-strings pass', () => expect(valid(7)).toBe(true));
});

describe('notBefore', () => {
  const valid = check('notBefore', '01/01/1900');
  test('on or after the date', () => {
    expect(valid('01/01/1900')).toBe(true);
    expect(valid('12/31/1899')).toBe(false);
    expect(valid(usDate())).toBe(true);
  });
  test('non-strings pass', () => expect(valid(false)).toBe(true));
  test('a schema value that is not a date does not compile', () => expect(() => check('notBefore', '1900-01-01')).toThrow());
});

describe('minAgeYears', () => {
  const valid = check('minAgeYears', 18);
  test('exactly 18 today passes, one day short fails', () => {
    expect(valid(usDate(-18))).toBe(true);
    expect(valid(usDate(-18, 1))).toBe(false);
    expect(valid(usDate(-40))).toBe(true);
  });
  test('non-strings pass', () => expect(valid(18)).toBe(true));
});

describe('maxYearsAgo', () => {
  const valid = check('maxYearsAgo', 100);
  test('exactly 100 years ago passes, one day more fails', () => {
    expect(valid(usDate(-100))).toBe(true);
    expect(valid(usDate(-100, -1))).toBe(false);
    expect(valid(usDate())).toBe(true);
  });
  test('non-strings pass', () => expect(valid([])).toBe(true));
});

describe('fieldErrors', () => {
  const validate = ajv.compile({
    type: 'object',
    fieldErrors: true,
    required: ['a'],
    properties: { a: { type: 'string' } },
    allOf: [{ if: { required: ['b'] }, then: { required: ['c'], errorMessage: { required: { c: 'C is a required field.' } } } }],
    errorMessage: { required: { a: 'A is a required field.' } },
  });
  test('moves property-specific required messages onto the property and drops "if" errors', () => {
    validate({ b: 1 });
    expect(validate.errors?.map((e) => [e.instancePath, e.message])).toEqual([
      ['/c', 'C is a required field.'],
      ['/a', 'A is a required field.'],
    ]);
  });
});

test('unknown keywords (typos) do not compile', () => {
  expect(() => ajv.compile({ type: 'string', maxLenght: 3 })).toThrow(/unknown keyword/);
});
