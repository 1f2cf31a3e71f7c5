import { describe, expect, it } from 'vitest';
import { containerShowsErrors, ownErrors } from '../../src/widgets/templates/container-errors';

describe('container errors', () => {
  it('objects and rows show their own errors; widgets and custom fields through the field template', () => {
    expect(containerShowsErrors({ type: 'object' }, {})).toBe(true);
    expect(containerShowsErrors({ type: 'array', items: { type: 'object' } }, {})).toBe(true);
    expect(containerShowsErrors({ type: 'array', items: { type: 'integer' } }, { 'ui:widget': 'CheckboxesWidget' })).toBe(false);
    expect(containerShowsErrors({ type: 'array', items: { enum: ['a'] } }, {})).toBe(false);
    expect(containerShowsErrors({ type: 'array' }, { 'ui:field': 'DependentAgesField' })).toBe(false);
    expect(containerShowsErrors({ type: 'string' }, {})).toBe(false);
  });
  it('reads the messages on the container itself', () => {
    expect(ownErrors({ __errors: ['a', '', 3] })).toEqual(['a']);
    expect(ownErrors(undefined)).toEqual([]);
  });
});
