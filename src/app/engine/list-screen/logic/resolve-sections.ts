import { ruleHolds } from '../../../../shared/flow/fast-path/rule-holds';
import type { CardRule, FastPathOffer } from '../../../../shared/flow/fast-path/types';
import type { ListDefinition, ListSection } from '../../../../shared/flow/list-types';
import type { ListItem, ListSource, ScreenContext } from '../..';
import { dataListSource } from '../../binding/data-list-source';
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

/** Without a rule, true; a rule must hold for the facts (without facts, it does not). */
function holds(rule: CardRule | undefined, facts: FastPathOffer | undefined): boolean {
  return rule === undefined || (facts !== undefined && ruleHolds(rule, facts));
}

/**
 * The paragraph under the list's title: the first subtitle whose `when` holds for the facts (one without `when` always
 * does), else the note; undefined when there is neither.
 */
export function listSubtitle(definition: ListDefinition, facts: FastPathOffer | undefined): string | undefined {
  if (!definition.subtitles) return definition.note;
  return definition.subtitles.find((subtitle) => holds(subtitle.when, facts))?.text;
}

/**
 * Each shown section of a list definition (`shownWhen` holds for `ctx.facts`) with its source's items (titles and lines
 * filled in) and total. A section's source is data, or the name of a TypeScript list source that must exist, shown or not.
 */
export function resolveSections(definition: ListDefinition, sources: Record<string, ListSource>, ctx: ScreenContext): ShownSection[] {
  return definition.sections.flatMap((section) => {
    const source = typeof section.source === 'string' ? sources[section.source] : dataListSource(section.source);
    if (!source) {
      throw new Error(`List section "${section.id}" names an unknown source "${String(section.source)}". Known: ${Object.keys(sources).sort().join(', ') || '(none)'}.`);
    }
    if (!holds(section.shownWhen, ctx.facts)) return [];
    const raw = source.items(ctx);
    const items = raw.map((item) => ({
      item,
      title: fillTemplate(section.item.title, item),
      lines: (section.item.lines ?? []).map((line) => fillTemplate(line, item)).filter((line) => line !== ''),
    }));
    return [{ section, source, items, ...(section.total ? { total: sum(raw, section.total.field) } : {}) }];
  });
}
