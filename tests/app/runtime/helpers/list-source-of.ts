import { dataListSource } from '../../../../src/app/runtime/binding/data-list-source';
import type { ListSource } from '../../../../src/app/runtime';
import type { ListDefinition } from '../../../../src/shared/flow/list-types';

const lists = import.meta.glob<ListDefinition>('../../../../schemas/**/*.list.json', { eager: true, import: 'default' });

/** The list source a section of `schemas/<listId>.list.json` describes as data. */
export function listSourceOf(listId: string, sectionId: string): ListSource {
  const list = lists[`../../../../schemas/${listId}.list.json`];
  const section = list?.sections.find((s) => s.id === sectionId);
  if (!section) throw new Error(`no section ${sectionId} in ${listId}`);
  if (typeof section.source === 'string') throw new Error(`${listId} ${sectionId} names the TypeScript source ${section.source}`);
  return dataListSource(section.source);
}
