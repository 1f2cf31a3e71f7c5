import { describe, expect, it } from 'vitest';
import { schemaFieldNames, schemaShape } from '../../../src/shared/binding/schema-fields';

const schema = {
  type: 'object',
  properties: { employerName: { type: 'string' }, militaryIncomeInfo: { $ref: '#/$defs/income' } },
  if: { properties: { employerName: { const: 'x' } } },
  then: { properties: { startDate: { type: 'string' } } },
  $defs: { income: { type: 'object', properties: { incomeTypeId: { type: 'integer' }, militaryIncome1: { type: 'number' } } } },
};

describe('schemaFieldNames', () => {
  it('names the fields the schema and its conditions declare', () => {
    expect(schemaFieldNames(schema).sort()).toEqual(['employerName', 'militaryIncomeInfo', 'startDate']);
  });
});

describe('schemaShape', () => {
  it('nests the fields of object fields, resolving local $refs', () => {
    expect(schemaShape(schema)).toEqual({
      employerName: null, militaryIncomeInfo: { incomeTypeId: null, militaryIncome1: null }, startDate: null,
    });
  });
});
