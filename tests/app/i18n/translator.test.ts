import { describe, expect, it } from 'vitest';
import { widgetsMessages } from '../../../src/app/generated/messages/widgets';
import { translator } from '../../../src/app/i18n/translator';

describe('translator', () => {
  it('a plural message answers its case whole: the number and its words, not a list of them', () => {
    const t = translator(widgetsMessages, 'en', null);
    expect(t('fieldsNeedAttention', { count: 1 })).toBe('1 field needs attention.');
    expect(t('fieldsNeedAttention', { count: 3 })).toBe('3 fields need attention.');
    expect(t('removeDependent', { age: t('dependentAgeShown', { age: 4 }) })).toBe('Remove dependent, 4 years old');
  });
});
