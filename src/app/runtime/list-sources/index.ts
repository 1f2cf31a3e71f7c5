import type { ListSource } from '../mappers/types';
import { addressListSources } from './address';
import { employmentListSources } from './employment';
import { otherIncomeListSources } from './other-income';

/** Named list sources that list screens (`schemas/<step>/<name>.list.json`) show. */
export const listSources: Record<string, ListSource> = {
  ...addressListSources,
  ...employmentListSources,
  ...otherIncomeListSources,
};
