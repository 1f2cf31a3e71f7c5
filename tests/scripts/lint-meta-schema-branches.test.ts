import { describe, expect, it } from 'vitest';
import { metaSchema } from '../../scripts/schema-compiler/lint/meta-schema';
import { chooseBranch, labelled } from '../../scripts/schema-compiler/lint/meta-schema-branches';

const meta = metaSchema({
  $id: 'https://refi-portal.local/test/shape.schema.json',
  definitions: {
    shape: {
      oneOf: [
        { type: 'string' },
        { type: 'object', additionalProperties: false, required: ['kind', 'radius'], properties: { kind: { const: 'circle' }, radius: { type: 'number' } } },
        { type: 'object', additionalProperties: false, required: ['kind', 'side'], properties: { kind: { enum: ['square', 'box'] }, side: { type: 'number' } } },
      ],
    },
  },
});
const choose = (data: unknown) => chooseBranch(meta, '/definitions/shape/oneOf', [0, 1, 2], data, labelled('shape'));

describe('which branch of a oneOf an object was meant as', () => {
  it('names an object after the definition it stands at', () => {
    expect(labelled('rules entry', undefined, '/definitions/rule')).toEqual({ noun: 'rule', kind: 'a rule' });
    expect(labelled('shape', 'a round shape', '/definitions/shape/oneOf/1')).toEqual({ noun: 'shape', kind: 'a round shape' });
  });

  it('the branch whose discriminating value the object has, labelled by it', () =>
    expect(choose({ kind: 'box', sides: 2 })).toEqual({ branch: 2, label: { noun: 'shape', kind: 'a box shape' } }));

  it('the branch that takes the value\'s type', () => expect(choose(3).branch).toBe(0));

  it('a discriminating value no branch takes, with the likely one', () =>
    expect(choose({ kind: 'circel', radius: 1 }).problem).toBe('shape has kind "circel", which no shape takes (kind: circle, square, box) (did you mean "circle"?)'));

  it('every branch only lacking keywords', () =>
    expect(choose({}).problem).toBe('shape lacks "kind" and "radius", or "kind" and "side"'));
});
