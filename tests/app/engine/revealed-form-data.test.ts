import { describe, expect, it } from 'vitest';
import { revealedFormData } from '../../../src/app/engine/revealed-form-data';
import { screenModuleOf } from './helpers/mapper-of';

const examplesFiles = import.meta.glob<{ valid: Record<string, unknown>[] }>('../../../schemas/*/*.examples.json', { eager: true, import: 'default' });
const screens = Object.entries(examplesFiles).map(([path, examples]) => ({
  id: path.replace('../../../schemas/', '').replace('.examples.json', ''),
  examples,
}));

describe('revealedFormData', () => {
  // Each `if` must be one of the precompiled validators (the browser has no ajv compiler); a valid example answers
  // only questions its schema reveals.
  it.each(screens)('keeps every valid example of $id as it is', ({ id, examples }) => {
    const screen = screenModuleOf(id);
    for (const example of examples.valid) expect(revealedFormData(screen, example)).toEqual(example);
  });

  it('leaves out Other Suffix once the suffix is no longer Other (info/personal)', () => {
    const personal = screenModuleOf('info/personal');
    const valid = { firstName: 'Jane', lastName: 'Doe', suffixName: 'Jr', otherSuffix: 'the Elder' };
    expect(revealedFormData(personal, valid)).not.toHaveProperty('otherSuffix');
    expect(revealedFormData(personal, { ...valid, suffixName: 'Other' })).toHaveProperty('otherSuffix', 'the Elder');
  });
});
