import { keyPointer } from './translation-files';
import { englishTextsOf, type TranslationData } from './translation-data';
import { isNote } from './translation-pairs';
import type { Finding } from './types';

/** Keys of a catalogue or part that translate nothing: no longer an English text of the source, or no English message. */
export function checkStaleKeys(data: TranslationData): Finding[] {
  const findings: Finding[] = [];
  for (const { file, base, entries } of data.catalogues) {
    const english = englishTextsOf(data, base);
    if (!english) continue; // no source: reported with the file
    for (const key of Object.keys(entries).filter((k) => !isNote(k) && !english.has(k))) {
      const why = base === 'schemas/common' ? 'no screen, list, definitions file or flow has this English text' : `not an English text of ${base} (its English changed or was removed)`;
      findings.push({ file, pointer: keyPointer(key), message: `stale: ${why}` });
    }
  }
  for (const { file, part, messages } of data.messages) {
    const english = data.english.get(part) ?? {};
    for (const id of Object.keys(messages).filter((k) => !isNote(k) && !(k in english))) {
      findings.push({ file, pointer: keyPointer(id), message: `stale: messages/${data.source}/${part}.json has no message "${id}"` });
    }
  }
  return findings;
}
