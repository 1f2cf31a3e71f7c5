import type { ContextMapper } from '../types';
import { mailingAddressMapper } from './mailing-address';
import { previousAddressMapper } from './previous-address';
import { primaryAddressMapper } from './primary-address';

/** Step 1 address screens, keyed by screen id. */
export const addressMappers: Record<string, ContextMapper> = {
  'info/primary-address': primaryAddressMapper as ContextMapper,
  'info/mailing-address': mailingAddressMapper as ContextMapper,
  'info/previous-address': previousAddressMapper as ContextMapper,
};
