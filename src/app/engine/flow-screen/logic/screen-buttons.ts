import { formChanged, submitMode, type SubmitMode } from './submit-mode';

interface NodeLike {
  save?: string;
  saveForLater?: boolean;
}

/** What the primary button does: `navigate` on a display-only screen (no save), else Next / Update / Cancel. */
export type PrimaryMode = SubmitMode | 'navigate';

/** What the secondary button does: Back, or Save For Later once the form of a `saveForLater` node changed. */
export type SecondaryMode = 'back' | 'save-for-later';

export function primaryMode(node: NodeLike, hasCall: boolean, isEdit: boolean, initial: unknown, current: unknown): PrimaryMode {
  if (!node.save || !hasCall) return 'navigate';
  return submitMode(isEdit, initial, current);
}

export function secondaryMode(node: NodeLike, initial: unknown, current: unknown): SecondaryMode {
  return node.save && node.saveForLater === true && formChanged(initial, current) ? 'save-for-later' : 'back';
}

/**
 * Whether valid submitted data goes on without a save: an edit screen with nothing changed (Cancel), or nothing
 * changed on a section that is already complete (spec: "A save is skipped when nothing changed and the section was
 * already complete").
 */
export function skipsSave(isEdit: boolean, complete: boolean, initial: unknown, submitted: unknown): boolean {
  if (formChanged(initial, submitted)) return false;
  return isEdit || complete;
}
