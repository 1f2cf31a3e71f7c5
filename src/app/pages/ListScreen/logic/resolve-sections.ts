import type { ListDefinition, ListSection } from '../../../../shared/flow/list-types';
import type { ListItem, ListSource, ScreenContext } from '../../../runtime';
import { fillTemplate } from './fill-template';

export interface ShownItem {
  item: ListItem;
  title: string;
  lines: string[];
}

export interface ShownSection {
  section: ListSection;
  source: ListSource;
  items: ShownItem[];
  /** Sum of the items' `total.field`, when the section has a total. */
  total?: number;
}

function sum(items: ListItem[], field: string): number {
  return items.reduce((acc, item) => {
    const value = item[field];
    const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/[$,]/g, '')) : NaN;
    return Number.isFinite(n) ? acc + n : acc;
  }, 0);
}

/** Each section of a list definition with its source's items (titles and lines filled in) and total. */
export function resolveSections(definition: ListDefinition, sources: Record<string, ListSource>, ctx: ScreenContext): ShownSection[] {
  return definition.sections.map((section) => {
    const source = sources[section.source];
    if (!source) {
      throw new Error(`List section "${section.id}" names an unknown source "${section.source}". Known: ${Object.keys(sources).sort().join(', ') || '(none)'}.`);
    }
    const raw = source.items(ctx);
    const items = raw.map((item) => ({
      item,
      title: fillTemplate(section.item.title, item),
      lines: (section.item.lines ?? []).map((line) => fillTemplate(line, item)).filter((line) => line !== ''),
    }));
    return { section, source, items, ...(section.total ? { total: sum(raw, section.total.field) } : {}) };
  });
}
