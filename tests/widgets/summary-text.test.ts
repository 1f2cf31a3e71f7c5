import type { RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { summaryTexts } from '../../widgets/templates/summary-text';

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
});
