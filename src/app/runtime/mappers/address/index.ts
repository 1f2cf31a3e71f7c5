import type { ContextMapper } from '../types';
import { mailingAddressMapper } from './mailing-address';

/** Step 1 address screens still wired in TypeScript, keyed by screen id. */
export const addressMappers: Record<string, ContextMapper> = {
  'info/mailing-address': mailingAddressMapper as ContextMapper,
};
