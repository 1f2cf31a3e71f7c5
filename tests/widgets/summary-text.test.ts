import type { RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { fieldTitle, summaryTexts } from '../../src/widgets/templates/summary-text';

const error = (property: string, title: string, message: string): RJSFValidationError =>
  ({ property, title, message, stack: `${property} ${message}` }) as RJSFValidationError;

describe('summaryTexts', () => {
  it('keeps a message that stands for one field as it is', () => {
    expect(summaryTexts([error('.firstName', 'First Name', 'First Name is a required field.')])).toEqual([
      'First Name is a required field.',
    ]);
  });

  it('names the field when the same message stands for several', () => {
    const errors = [
      error('.sex', 'Sex', 'Please check one of the above.'),
      error('.race', 'Race', 'Please check one of the above.'),
      error('.ethnicity.hispanicOrLatinoOrigin', 'Origin', 'Origin is a required field.'),
    ];
    expect(summaryTexts(errors)).toEqual([
      'Sex: Please check one of the above.',
      'Race: Please check one of the above.',
      'Origin is a required field.',
    ]);
  });

  it("names a missing group by its own title, not the form's (required errors carry the form's title)", () => {
    const schema = {
      title: 'Your Demographic Information',
      properties: { ethnicity: { $ref: '#/$defs/ethnicity' }, sex: { title: 'Sex', type: 'object' } },
      $defs: { ethnicity: { title: 'Ethnicity', type: 'object', properties: { origin: { title: 'Origin' } } } },
    };
    const errors = [
      error('.ethnicity', 'Your Demographic Information', 'Please check one of the above.'),
      error('.sex', 'Your Demographic Information', 'Please check one of the above.'),
    ];
    expect(summaryTexts(errors, schema)).toEqual(['Ethnicity: Please check one of the above.', 'Sex: Please check one of the above.']);
    expect(fieldTitle(schema, '.ethnicity.origin')).toBe('Origin');
    expect(fieldTitle(schema, '.nothing')).toBeUndefined();
  });
});
