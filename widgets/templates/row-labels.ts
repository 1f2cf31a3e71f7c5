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

export function rowButtonLabels(options: Record<string, unknown>, itemsTitle?: unknown): RowLabels {
  return {
    add: text(options.addLabel) ?? 'Add',
    remove: text(options.removeLabel) ?? 'Remove',
    item: text(options.itemLabel) ?? text(itemsTitle) ?? 'Item',
  };
}
