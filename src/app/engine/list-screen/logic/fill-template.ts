import type { ListItem } from '../..';

const PLACEHOLDER = /\{([A-Za-z0-9_.]+)\}/g;

function text(value: ListItem[string] | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/**
 * "{streetAddress}, {city}" filled from the item; an absent value (null, undefined, '') leaves nothing, and the
 * separators around it go too ("123 Main St, , Springfield" never shows). A template whose fields are all empty is ''.
 */
export function fillTemplate(template: string, item: ListItem): string {
  const names = [...template.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
  if (names.length > 0 && names.every((name) => text(item[name]).trim() === '')) return '';
  return template
    .replace(PLACEHOLDER, (_m, name: string) => text(item[name]).trim())
    .replace(/(?:,\s*){2,}/g, ', ')
    .replace(/^[\s,]+|[\s,]+$/g, '')
    .replace(/\s{2,}/g, ' ');
}
