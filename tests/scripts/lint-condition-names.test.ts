import { describe, expect, it } from 'vitest';
import { schemaLevel, unknownNames } from '../../scripts/schema-compiler/lint/condition-names';

const schema = {
  type: 'object',
  properties: { kind: { type: 'string' }, address: { $ref: '#/$defs/address' }, jobs: { type: 'array', items: { properties: { employer: {} } } }, notes: { type: 'object' } },
  allOf: [{ if: { properties: { kind: { const: 'other' } } }, then: { properties: { otherKind: { type: 'string' } } } }],
  $defs: { address: { anyOf: [{ type: 'null' }, { type: 'object', properties: { city: {} } }] } },
};
const problems = (condition: unknown) => unknownNames(condition, '', schemaLevel(schema, '', 'the form')).map((p) => `${p.pointer}: ${p.message}`);

describe('names a condition constrains', () => {
  it('finds fields declared under then, behind $refs and anyOf, in list items; an open object takes any name', () =>
    expect(problems({
      required: ['otherKind'],
      dependentRequired: { kind: ['address'] },
      properties: { address: { properties: { city: { const: 'X' } } }, jobs: { contains: { required: ['employer'] } }, notes: { required: ['anything'] } },
    })).toEqual([]));

  it('reports unknown names at every level, through allOf/anyOf/oneOf/not/if/then/else and items', () =>
    expect(problems({
      not: { required: ['knd'] },
      anyOf: [{ properties: { address: { required: ['town'] } } }],
      if: { properties: { jobs: { items: { required: ['employerName'] } } } },
      dependentRequired: { kind: ['adress'] },
    })).toEqual([
      '/dependentRequired/kind/0: "adress" is not a field of the form (did you mean "address"?)',
      '/anyOf/0/properties/address/required/0: "town" is not a field of address in the form',
      '/not/required/0: "knd" is not a field of the form (did you mean "kind"?)',
      '/if/properties/jobs/items/required/0: "employerName" is not a field of jobs[] in the form (did you mean "employer"?)',
    ]));
});
