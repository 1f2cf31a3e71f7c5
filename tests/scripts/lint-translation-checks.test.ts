import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkTranslations } from '../../scripts/schema-compiler/lint/translation-checks';
import { formatFinding } from '../../scripts/schema-compiler/lint/types';
import { repoRoot } from '../../scripts/lib/paths';
import { loadSchemaDocuments } from '../../src/shared/validation/schema-documents';

const check = (root: string) => checkTranslations(root, loadSchemaDocuments(join(root, 'schemas'))).map(formatFinding);
const LEFT = 'left in English in es: translate it, or list the English in messages/kept-as-written.json: under texts when every locale keeps it as written, under sameWord.es when es writes the same word';

describe('translation checks', () => {
  const findings = check(join(__dirname, 'fixtures', 'translations'));

  test.each([
    // catalogue files
    ['a value that is no string', 'schemas/defs/a.ko.texts.json#/State: not a flat object of strings: the value is a number'],
    ['a catalogue without a source', 'schemas/s/gone.es.texts.json#: no source: schemas/s/gone is no screen, list, definitions file or flow with texts'],
    ['a catalogue of an unknown locale', 'schemas/s/one.fr.texts.json#: "fr" is not a locale of messages/locales.json'],
    ['a catalogue of the source locale', 'schemas/s/one.en.texts.json#: "en" is the source locale: its texts are the documents themselves, not a catalogue'],
    ['a locale folder of an unknown locale', 'messages/fr#: "fr" is not a locale of messages/locales.json'],
    ['a part without English', 'messages/es/nav.json#: no English part messages/en/nav.json: a part is translated from its English'],
    // missing in a complete locale
    ['a screen text missing', 'schemas/s/one.es.texts.json#/Note: not translated into es'],
    ['a flow text missing (a flow reads its own catalogue only)', 'flows/full-flow.es.texts.json#/Your loan: not translated into es'],
    ['a message missing', 'messages/es/layout.json#/menu: not translated into es: "Menu"'],
    // stale keys
    ['a stale text', 'schemas/s/one.es.texts.json#/Old text: stale: not an English text of schemas/s/one (its English changed or was removed)'],
    ['a stale message', 'messages/es/layout.json#/old: stale: messages/en/layout.json has no message "old"'],
    // arguments
    ['an English message that does not parse', 'messages/en/layout.json#/greeting: not ICU MessageFormat: Unexpected message end at line 1 col 12'],
    ['a translated message that does not parse', 'messages/es/layout.json#/items: not ICU MessageFormat: {count, plural} has no "other" case'],
    ['placeholders that differ', 'schemas/s/one.es.texts.json#/Amount of {payment}: placeholders differ from the English: {payment} missing; {pago} not in the English'],
    ['ICU arguments that differ', 'messages/es/layout.json#/stepLabel: ICU arguments differ from the English: {n} missing; {numero} not in the English'],
    // English left in a complete locale
    ['English left in a definitions catalogue', `schemas/defs/a.es.texts.json#/State: ${LEFT}`],
    ['English left in the shared catalogue', `schemas/common.es.texts.json#/Ohio: ${LEFT}`],
    ['a kept text no longer used', 'messages/kept-as-written.json#/texts/1: "Gone" is no longer an English text of any screen, list, definition, flow or shell message'],
    // glossary
    ['a glossary term not used', 'schemas/s/one.es.texts.json#/Your lender: glossary: "lender" is translated into es as one of "prestamista"'],
  ])('finds %s', (_kind, line) => expect(findings).toContain(line));

  test('finds nothing else: kept texts, schemas/common and definitions catalogues translate; an incomplete locale may lack texts', () => {
    expect(findings).toHaveLength(19);
  });

  test('a tree without messages/locales.json has no translations to check', () => {
    expect(check(join(__dirname, 'fixtures', 'typo'))).toEqual([]);
  });

  test('the repository has no translation findings', () => {
    expect(check(repoRoot)).toEqual([]);
  });
});
