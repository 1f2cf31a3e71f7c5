import type { Condition } from '../../../../shared/condition/holds';
import type { FastPathOffer } from '../../../../shared/flow/fast-path/types';
import type { ListDefinition, ListSection } from '../../../../shared/flow/list-types';
import type { ListItem, ListSource, ScreenContext } from '../..';
import { dataListSource } from '../../binding/data-list-source';
import { holds } from '../../conditions';
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

/** Without a condition, true; the facts must match a condition (without facts, they do not). */
function factsMatch(condition: Condition | undefined, facts: FastPathOffer | undefined): boolean {
  return condition === undefined || (facts !== undefined && holds(condition, facts));
}

/**
 * The paragraph under the list's title: the first subtitle whose `when` the facts match (one without `when` always
 * matches), else the note; undefined when there is neither.
 */
export function listSubtitle(definition: ListDefinition, facts: FastPathOffer | undefined): string | undefined {
  if (!definition.subtitles) return definition.note;
  return definition.subtitles.find((subtitle) => factsMatch(subtitle.when, facts))?.text;
}

/**
 * Each shown section of a list definition (`ctx.facts` match its `shownWhen`) with its source's items (titles and lines
 * filled in) and total.
 */
export function resolveSections(definition: ListDefinition, ctx: ScreenContext): ShownSection[] {
  return definition.sections.flatMap((section) => {
    if (!factsMatch(section.shownWhen, ctx.facts)) return [];
    const source = dataListSource(section.source);
    const raw = source.items(ctx);
    const items = raw.map((item) => ({
      item,
      title: fillTemplate(section.item.title, item),
      lines: (section.item.lines ?? []).map((line) => fillTemplate(line, item)).filter((line) => line !== ''),
    }));
    return [{ section, source, items, ...(section.total ? { total: sum(raw, section.total.field) } : {}) }];
  });
}
