import type { ListSource } from '../mappers/types';

/**
 * TypeScript list sources, by name: the escape hatch for a list section whose records cannot be said as data (a
 * section's `source` names one; `npm run lint:schemas` lists them). Every list of the portal is data today.
 */
export const listSources: Record<string, ListSource> = {};
