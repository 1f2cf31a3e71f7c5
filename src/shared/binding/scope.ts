import type { Holds } from '../condition/holds';
import type { ContextName } from './types';

/** What a binding's values, logic and conditions can read besides the form data. */
export interface BindingScope {
  /** The form data as the user left it. */
  data: Record<string, unknown>;
  /** The record as read (null for a new one). */
  read: Record<string, unknown> | null;
  ctx: Partial<Record<ContextName, unknown>>;
  params: Record<string, string>;
  profile: unknown;
  /** Next (true) or Save For Later (false). */
  complete: boolean;
  /** The list item a `$each` template is built for. */
  item?: unknown;
  /** How a `$when` condition is tested. */
  holds: Holds;
}

/**
 * The document JSON Logic values and rule conditions see: the form data's fields at the top, the rest under
 * `$ctx`, `$params`, `$read`, `$profile` and `$complete`.
 */
export function scopeDocument(scope: BindingScope): Record<string, unknown> {
  return {
    ...scope.data,
    $ctx: scope.ctx,
    $params: scope.params,
    $read: scope.read ?? {},
    $profile: scope.profile ?? {},
    $complete: scope.complete,
    ...(scope.item === undefined ? {} : { $item: scope.item }),
  };
}
