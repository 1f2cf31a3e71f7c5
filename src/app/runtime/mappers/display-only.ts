import type { ContextMapper } from './types';

/**
 * A display-only screen (a title and its text, no fields, no save): the demographics explainer, the fast path's
 * declarations intro.
 */
export const displayOnlyMapper: ContextMapper = {
  toFormData: () => ({}),
  toPayload: () => ({}),
};
