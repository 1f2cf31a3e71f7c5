import { describe, expect, test } from 'vitest';
import * as verify from '../../src/app/generated/screens/identity/verify';
import * as personal from '../../src/app/generated/screens/info/personal';
import verifyExamples from '../../schemas/identity/verify.examples.json';
import personalExamples from '../../schemas/info/personal.examples.json';
import { ajvErrors, precompiledErrors, sortErrors, type FieldError } from './screen-harness';

interface Examples {
  valid: unknown[];
  invalid: { formData: unknown; errors: FieldError[] }[];
}

const screens = [
  { id: 'info/personal', mod: personal, examples: personalExamples as Examples },
  { id: 'identity/verify', mod: verify, examples: verifyExamples as Examples },
];

describe.each(screens)('$id examples', ({ id, mod, examples }) => {
  test.each(examples.valid.map((formData, i) => [i, formData]))('valid #%i passes createAjv and the precompiled validator', (_i, formData) => {
    expect(ajvErrors(id, formData)).toEqual([]);
    expect(precompiledErrors(mod, formData)).toEqual([]);
  });

  test.each(examples.invalid.map((c, i) => [i, c] as const))('invalid #%i gives exactly its errors, on the fields', (_i, c) => {
    const expected = sortErrors(c.errors);
    expect(ajvErrors(id, c.formData)).toEqual(expected);
    expect(precompiledErrors(mod, c.formData)).toEqual(expected);
  });
});
