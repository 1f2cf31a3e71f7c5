import type { ContextMapper } from '../types';
import { declaredFinancesMapper } from './declared-finances-mapper';
import { propertyAndMoneyMapper } from './property-and-money-mapper';

/** Step 4 Declarations (URLA section 5): 5a on property-and-money, 5b on declared-finances. */
export const declarationsMappers: Record<string, ContextMapper> = {
  'declarations/property-and-money': propertyAndMoneyMapper as ContextMapper,
  'declarations/declared-finances': declaredFinancesMapper as ContextMapper,
};
