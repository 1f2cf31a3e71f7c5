import type { ContextMapper } from '../types';
import { demographicsFormMapper } from './demographics-mapper';
import { militaryServiceMapper } from './military-mapper';

/** Step 5 Military Service and Demographics. */
export const gmiMappers: Record<string, ContextMapper> = {
  'military/military-service': militaryServiceMapper as ContextMapper,
  'military/demographics-form': demographicsFormMapper as ContextMapper,
};
