import { describe, expect, test } from 'vitest';
import { messageArguments } from '../../scripts/schema-compiler/lint/translation-arguments';

describe('messageArguments', () => {
  test.each([
    ['a literal', 'Menu', []],
    ['a simple argument', 'Step {n}', ['n']],
    ['number and date arguments', '{amount, number, ::currency/USD} due {due, date, short}', ['amount', 'due']],
    ['a plural with an argument in an option', '{count, plural, one {# item for {name}} other {# items}}', ['count', 'name']],
    ['a select inside a plural', '{count, plural, other {{role, select, lender {# lenders} other {# people}}}}', ['count', 'role']],
    ['a tag as text', 'Bearer <key> for {who}', ['who']],
  ])('collects %s', (_kind, message, names) => expect(messageArguments(message)).toEqual(new Set(names)));

  test('reports the parser error and where, and a plural or select with no other case', () => {
    expect(messageArguments('Hello {name')).toEqual({ error: 'Unexpected message end at line 1 col 12' });
    expect(messageArguments('{count, plural, one {x}}')).toEqual({ error: '{count, plural} has no "other" case' });
  });
});
