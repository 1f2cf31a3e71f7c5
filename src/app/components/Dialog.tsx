import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps, DialogProps } from './RadixDialogs';
import { useOpenedOnce } from './useOpenedOnce';

export type { ConfirmDialogProps, DialogProps } from './RadixDialogs';

// Radix and its focus and scroll locks are about 13 KB gzip that no page needs before a dialog opens.
const RadixDialog = lazy(async () => ({ default: (await import('./RadixDialogs')).Dialog }));
const RadixConfirmDialog = lazy(async () => ({ default: (await import('./RadixDialogs')).ConfirmDialog }));

/** A modal message with one close button. */
export function Dialog(props: DialogProps) {
  return useOpenedOnce(props.open) ? <Suspense fallback={null}><RadixDialog {...props} /></Suspense> : null;
}

/** A question before an action that cannot be undone; focus starts on Cancel, the safe answer. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return useOpenedOnce(props.open) ? <Suspense fallback={null}><RadixConfirmDialog {...props} /></Suspense> : null;
}
