import type { ListModule } from '../../../../src/app/generated/lists';
import { dataListSource } from '../../../../src/app/engine/binding/data-list-source';
import { addConditions } from '../../../../src/app/engine/conditions';
import type { ListSource } from '../../../../src/app/engine';

const PREFIX = '../../../../src/app/generated/lists/';
const lists = import.meta.glob<ListModule>(['../../../../src/app/generated/lists/**/*.ts', '!**/index.ts', '!**/texts.ts', '!**/*.texts.ts', '!**/*.conditions.ts'], { eager: true });

/** The list source a section of `schemas/<listId>.list.json` describes as data (its generated module, titles copied in). */
export function listSourceOf(listId: string, sectionId: string): ListSource {
  const module = lists[`${PREFIX}${listId}.ts`];
  if (module) addConditions(module.conditions); // as the list loader does
  const list = module?.list;
  const section = list?.sections.find((s) => s.id === sectionId);
  if (!section) throw new Error(`no section ${sectionId} in ${listId} (npm run build:schemas)`);
  return dataListSource(section.source);
}
