import type { ListSource } from '../mappers/types';
import { addressListSources } from './address';
import { employmentListSources } from './employment';
import { financesListSources } from './finances';
import { loanListSources } from './loan';
import { otherIncomeListSources } from './other-income';
import { propertyListSources } from './properties';

/** Named list sources that list screens (`schemas/<step>/<name>.list.json`) show. */
export const listSources: Record<string, ListSource> = {
  ...addressListSources,
  ...employmentListSources,
  ...otherIncomeListSources,
  ...financesListSources,
  ...propertyListSources,
  ...loanListSources,
};
