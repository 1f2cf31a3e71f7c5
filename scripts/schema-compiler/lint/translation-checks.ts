import type { SchemaDocument } from '../../../src/shared/validation/schema-documents';
import { checkArguments } from './translation-arguments';
import { checkCompleteness } from './translation-completeness';
import { LOCALES_FILE, readTranslationData } from './translation-data';
import { checkEnglishLeft } from './translation-english';
import { checkGlossary } from './translation-glossary';
import { checkStaleKeys } from './translation-stale';
import type { Finding } from './types';

/**
 * The translation catalogues (`<base>.<locale>.texts.json` beside the screens, lists, definitions and flows) and the
 * shell's messages (messages/<locale>/<part>.json) against their English: files, completeness, stale keys, arguments,
 * English left, the glossary. Each finding at its catalogue file and key. None for a tree without messages/locales.json.
 */
export function checkTranslations(root: string, docs: SchemaDocument[]): Finding[] {
  const findings: Finding[] = [];
  let data: ReturnType<typeof readTranslationData>;
  try {
    data = readTranslationData(root, docs, findings);
  } catch (error) {
    return [{ file: LOCALES_FILE, pointer: '', message: `translations cannot be checked until the findings above are fixed: ${(error as Error).message}` }];
  }
  if (!data) return findings;
  return [...findings, ...checkCompleteness(data), ...checkStaleKeys(data), ...checkArguments(data), ...checkEnglishLeft(data), ...checkGlossary(data)];
}
