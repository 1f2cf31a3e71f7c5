const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * Keyboard users keep their place when rows change: after Add (`added`), the first field of the new (last) row; after
 * a row went away while focus was in it (focus fell back to the page), the Add button.
 */
export function focusAfterRowChange(list: HTMLElement | null, before: number, after: number, added: boolean, addButtonId: string): void {
  if (after > before && added) {
    const rows = list?.querySelectorAll(':scope > li');
    rows?.[rows.length - 1]?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  } else if (after < before && (document.activeElement === null || document.activeElement === document.body)) {
    document.getElementById(addButtonId)?.focus();
  }
}
