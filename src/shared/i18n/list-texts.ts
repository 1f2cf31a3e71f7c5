import type { ListDefinition } from '../flow/list-types';
import { hasWords, translatableTexts, type TextAt } from './translatable-texts';

/**
 * A list's texts as the browser shows them: the definition's own, and the option titles the build copied in from
 * screens (`source.titles.<name>.options`), which a list shows as item fields.
 */
export function listTexts(definition: ListDefinition): TextAt[] {
  const titles: TextAt[] = [];
  definition.sections.forEach((section, index) => {
    for (const [name, spec] of Object.entries(section.source.titles ?? {})) {
      for (const [value, title] of Object.entries(spec.options ?? {})) {
        if (hasWords(title)) titles.push({ pointer: `/sections/${index}/source/titles/${name}/options/${value}`, text: title });
      }
    }
  });
  return [...translatableTexts('list', definition), ...titles];
}
