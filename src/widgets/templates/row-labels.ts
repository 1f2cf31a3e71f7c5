/** The array options that label rows and their buttons (`"ui:options"` of the array in a `.ui.json`). */
export interface RowLabels {
  /** "Add Gift or Grant" (`addLabel`). */
  add: string;
  /** "Remove" (`removeLabel`). */
  remove: string;
  /** Names each row for screen readers, numbered: "Gift or Grant 2" (`itemLabel`, else the items' title). */
  item: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

const ENGLISH: RowLabels = { add: 'Add', remove: 'Remove', item: 'Item' };

/**
 * The labels the options give, shown through `tr` (the screen's language), else `defaults` (the widgets' own words in
 * that language).
 */
export function rowButtonLabels(
  options: Record<string, unknown>,
  itemsTitle?: unknown,
  defaults: RowLabels = ENGLISH,
  tr: (english: string) => string = (english) => english,
): RowLabels {
  const given = (value: unknown) => {
    const label = text(value);
    return label === undefined ? undefined : tr(label);
  };
  return {
    add: given(options.addLabel) ?? defaults.add,
    remove: given(options.removeLabel) ?? defaults.remove,
    item: given(options.itemLabel) ?? given(itemsTitle) ?? defaults.item,
  };
}
