import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../src/shared/validation/create-ajv';
import { type SchemaReader, withoutUnrevealed } from '../../../src/shared/binding/unrevealed';
import { getAtPointer } from '../../../src/shared/json-pointer';

// One self-contained schema: `$ref`s point into its own `$defs`, and each `if` is run by ajv.
const schema = {
  type: 'object',
  properties: {
    suffixName: { type: 'string' },
    previousEmployerInd: { type: 'boolean' },
    militaryIncomeInfo: {
      type: 'object',
      properties: { incomeTypeId: { type: 'number' } },
      allOf: [{ if: { properties: { incomeTypeId: { const: 1 } }, required: ['incomeTypeId'] }, then: { properties: { militaryIncome1: { type: 'number' } } } }],
    },
    jobs: { type: 'array', items: { $ref: '#/$defs/job' } },
  },
  allOf: [
    { if: { properties: { suffixName: { const: 'Other' } }, required: ['suffixName'] }, then: { properties: { otherSuffix: { type: 'string' } } } },
    {
      if: { properties: { previousEmployerInd: { const: true } }, required: ['previousEmployerInd'] },
      then: { properties: { endDate: { type: 'string' } } },
      else: { properties: { specialEmploymentInd: { type: 'boolean' } } },
    },
  ],
  dependencies: { dependentInfo: { if: { properties: { dependentsInd: { const: true } } }, else: { properties: { dependentInfo: { type: 'array' } } } } },
  $defs: {
    job: { type: 'object', properties: { kind: { type: 'string' } }, allOf: [{ if: { properties: { kind: { const: 'Other' } }, required: ['kind'] }, then: { properties: { otherKind: { type: 'string' } } } }] },
  },
};

const ajv = createAjv();
const reader: SchemaReader = {
  resolve: (ref) => {
    const node = getAtPointer(schema, ref);
    return node && typeof node === 'object' ? { schema: node as Record<string, unknown>, base: '', pointer: ref.slice(1) } : undefined;
  },
  holds: (condition, data) => ajv.validate(condition.schema, data) as boolean,
};
const revealed = (data: unknown) => withoutUnrevealed({ schema, base: '', pointer: '' }, data, reader);

describe('withoutUnrevealed', () => {
  it("leaves out an answer whose question is not revealed, keeps it while it is", () => {
    expect(revealed({ suffixName: 'Jr', otherSuffix: 'the Elder' })).toEqual({ suffixName: 'Jr' });
    expect(revealed({ suffixName: 'Other', otherSuffix: 'the Elder' })).toEqual({ suffixName: 'Other', otherSuffix: 'the Elder' });
  });

  it('follows then and else', () => {
    expect(revealed({ previousEmployerInd: true, endDate: '01/01/2020', specialEmploymentInd: true })).toEqual({ previousEmployerInd: true, endDate: '01/01/2020' });
    expect(revealed({ previousEmployerInd: false, endDate: '01/01/2020', specialEmploymentInd: true })).toEqual({ previousEmployerInd: false, specialEmploymentInd: true });
  });

  it('looks into nested objects and list items (through $ref)', () => {
    expect(revealed({ militaryIncomeInfo: { incomeTypeId: 2, militaryIncome1: 5 } })).toEqual({ militaryIncomeInfo: { incomeTypeId: 2 } });
    expect(revealed({ jobs: [{ kind: 'Other', otherKind: 'x' }, { kind: 'Salaried', otherKind: 'y' }] }))
      .toEqual({ jobs: [{ kind: 'Other', otherKind: 'x' }, { kind: 'Salaried' }] });
  });

  it('applies a dependency only while its property is present, and keeps what the schema never mentions', () => {
    expect(revealed({ dependentsInd: false, dependentInfo: [{ age: 3 }] })).toEqual({ dependentsInd: false, dependentInfo: [{ age: 3 }] });
    expect(revealed({ applicationId: 7001, suffixName: 'Jr' })).toEqual({ applicationId: 7001, suffixName: 'Jr' });
  });
});
