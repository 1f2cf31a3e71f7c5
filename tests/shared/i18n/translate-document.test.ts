import { describe, expect, it } from 'vitest';
import type { ListDefinition } from '../../../src/shared/flow/list-types';
import { translateDocument } from '../../../src/shared/i18n/translate-document';

/** A stand-in catalogue: every text it knows in capitals. */
const known = new Set(['Email Address', 'Please enter a valid email address.', 'Cash Gift', 'Next', 'Help text', 'Too old', 'Checking', ' - Present', 'Title']);
const upper = (text: string) => (known.has(text) ? text.toUpperCase() : text);

describe('translateDocument', () => {
  it('replaces the texts of a schema at their pointers, and leaves conditions, constants and codes alone', () => {
    const schema = {
      title: 'Title',
      properties: {
        email: { title: 'Email Address', pattern: '@', errorMessage: { pattern: 'Please enter a valid email address.' } },
        kind: { enum: ['Cash Gift'], default: 'Cash Gift' },
      },
      allOf: [{ if: { properties: { kind: { const: 'Cash Gift' } } }, then: { required: ['email'] } }],
    };
    const translated = translateDocument('schema', schema, upper);
    expect(translated).toEqual({
      title: 'TITLE',
      properties: {
        email: { title: 'EMAIL ADDRESS', pattern: '@', errorMessage: { pattern: 'PLEASE ENTER A VALID EMAIL ADDRESS.' } },
        kind: { enum: ['CASH GIFT'], default: 'Cash Gift' },
      },
      allOf: [{ if: { properties: { kind: { const: 'Cash Gift' } } }, then: { required: ['email'] } }],
    });
    expect(schema.properties.email.title).toBe('Email Address');
    expect(translated.allOf).toBe(schema.allOf);
  });

  it('translates a UI schema and a binding relabel rule, not a choice label naming a column', () => {
    const ui = { 'ui:submitButtonOptions': { submitText: 'Next' }, email: { 'ui:help': 'Help text', 'ui:widget': 'TextWidget' } };
    expect(translateDocument('ui', ui, upper)).toEqual({ 'ui:submitButtonOptions': { submitText: 'NEXT' }, email: { 'ui:help': 'HELP TEXT', 'ui:widget': 'TextWidget' } });
    const binding = {
      rules: [{ effect: 'disableOption', field: 'age', option: 1, message: 'Too old', when: {} }, { effect: 'relabel', field: 'email', label: 'Title', when: {} }],
      choices: [{ field: 'type', lookup: 'assetTypes', label: 'Title', value: 'id' }],
    };
    const translated = translateDocument('binding', binding, upper);
    expect(translated.rules.map((r) => ('message' in r ? r.message : r.label))).toEqual(['TOO OLD', 'TITLE']);
    expect(translated.choices[0]?.label).toBe('Title');
  });

  it('translates a list: the literal words of computed fields and the option titles copied from screens', () => {
    const list = {
      title: 'Title',
      sections: [
        {
          id: 'a',
          title: 'Title',
          empty: 'Title',
          item: { title: '{name}', lines: ['{dates}'] },
          source: {
            from: '/x',
            key: 'id',
            titles: { typeName: { field: 'type', screen: 'finances/asset', options: { '1': 'Checking' } } },
            fields: { dates: { cat: [{ var: 'startDate' }, ' - Present'] } },
          },
        },
      ],
    } as unknown as ListDefinition;
    const translated = translateDocument('list', list, upper);
    const source = translated.sections[0]?.source as { titles: Record<string, { options: Record<string, string> }>; fields: unknown };
    expect(source.titles.typeName?.options['1']).toBe('CHECKING');
    expect(source.fields).toEqual({ dates: { cat: [{ var: 'startDate' }, ' - PRESENT'] } });
    expect(translated.sections[0]?.item).toBe(list.sections[0]?.item);
  });

  it('gives back the very document when nothing is translated (English)', () => {
    const flow = { steps: [{ title: 'Title', intro: { body: ['Title'] } }] };
    expect(translateDocument('flow', flow, (text) => text)).toBe(flow);
  });
});
