import type { ContextMapper } from '../types';

/** `military/demographics`: the explainer (title and the demographic information statement), no fields, no save. */
export const demographicsExplainerMapper: ContextMapper = {
  toFormData: () => ({}),
  toPayload: () => ({}),
};
