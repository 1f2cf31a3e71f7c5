import type { ContextMapper } from '../types';
import { lenderMapper } from './lender-mapper';
import { propertyMapper } from './property-mapper';

/** Step 3 Your Properties screens, keyed by screen id. */
export const propertyMappers: Record<string, ContextMapper> = {
  'loan-and-property/property': propertyMapper as ContextMapper,
  'loan-and-property/lender': lenderMapper as ContextMapper,
};
