import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { lintPathsFor, lintRepo } from '../../scripts/schema-compiler/lint/lint-repo';
import { formatFinding } from '../../scripts/schema-compiler/lint/types';
import { repoRoot } from '../../scripts/lib/paths';

const lint = (name: string) => lintRepo(lintPathsFor(join(__dirname, 'fixtures', name))).map(formatFinding);

describe('lint:schemas', () => {
  test('the repo itself is clean', () => {
    expect(lintRepo(lintPathsFor(repoRoot)).map(formatFinding)).toEqual([]);
  });

  const bad = lint('bad');
  test.each([
    ['unresolved $ref', 'schemas/s/one.schema.json#/properties/a/$ref: unresolved $ref "../defs/a.json#/$defs/missing"'],
    ['errorMessage keyword not used', 'schemas/defs/a.json#/$defs/x/errorMessage/minLength: errorMessage for keyword "minLength" not used here'],
    ['errorMessage.required names a non-required property', 'schemas/s/one.schema.json#/errorMessage/required/c: "c" is not in required here'],
    ['ui property not in schema', 'schemas/s/one.ui.json#/zz: "zz" is not a property of the schema'],
    ['ui:order entry not in schema', 'schemas/s/one.ui.json#/ui:order/1: "qq" is not a property of the schema'],
    ['unregistered widget', 'schemas/s/one.ui.json#/b/ui:widget: unknown widget "NopeWidget"'],
    ['unregistered field', 'schemas/s/one.ui.json#/a/ui:field: unknown field "NopeField"'],
    ['Markdown asked for', 'schemas/s/one.ui.json#/a/ui:enableMarkdownInDescription: descriptions and help are plain text: the form engine renders no Markdown'],
    ['Markdown asked for in ui:options', 'schemas/s/one.ui.json#/ui:options/enableMarkdownInHelp: descriptions and help are plain text: the form engine renders no Markdown'],
    ['flow node names a missing screen', 'flows/full-flow.json#/steps/0/nodes/1/screen: unknown screen "s/missing"'],
    ['journey names a missing screen', 'flows/journey.json#/screens/0/screen: unknown screen "s/gone"'],
    ['unknown next target', 'flows/full-flow.json#/steps/0/nodes/0/next/0/to: unknown target "nowhere"'],
    ['unreachable screen', 'schemas/s/orphan.schema.json#: screen "s/orphan" is unreachable (not in full-flow.json or journey.json)'],
  ])('finds %s', (_kind, line) => expect(bad).toContain(line));

  test('finds flow meta-schema violations with their pointer', () => {
    expect(bad).toContain('flows/full-flow.json#: flow has "colour", which a flow does not take (it takes $schema, id, end, steps)');
  });

  test('reports a missing or stale picture of the flow', () => {
    expect(lint('bad')).toContain('flows/FLOW.md#: missing: run npm run flow:diagram');
  });

  test('finds schemas that do not compile (unknown keyword)', () => {
    expect(lint('typo')).toEqual(expect.arrayContaining([expect.stringMatching(/^schemas\/s\/one\.schema\.json#: does not compile: .*maxLenght/)]));
  });

  test('finds a screen without examples', () => {
    expect(lint('typo')).toContain(
      'schemas/s/one.examples.json#: missing: every screen has examples (valid and invalid form data) for the tests, the linter and Storybook');
  });

  test('finds an invalid schema by file and pointer, never a stack trace', () => {
    expect(lint('invalid')).toEqual([
      'schemas/s/one.schema.json#/properties/a/type: is not a valid JSON Schema: must be equal to one of the allowed values',
      'schemas/s/one.schema.json#/properties/a/type: is not a valid JSON Schema: must be array',
      'schemas/s/one.schema.json#/properties/a/type: is not a valid JSON Schema: must match a schema in anyOf',
    ]);
  });
});
