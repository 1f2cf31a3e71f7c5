import type { ListSource } from '../mappers/types';
import { loanListSources } from './loan';
import { propertyListSources } from './properties';

/** TypeScript list sources, by name, for list sections whose records are not yet said as data. */
export const listSources: Record<string, ListSource> = {
  ...propertyListSources,
  ...loanListSources,
};
