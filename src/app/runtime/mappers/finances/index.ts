import type { ContextMapper } from '../types';
import { assetMapper } from './asset-mapper';
import { liabilityMapper } from './liability-mapper';
import { otherAssetMapper } from './other-asset-mapper';
import { otherExpenseMapper } from './other-expense-mapper';
import { otherLiabilityMapper } from './other-liability-mapper';

/** Step 2 "Your Finances" screens. */
export const financesMappers: Record<string, ContextMapper> = {
  'finances/asset': assetMapper as ContextMapper,
  'finances/other-asset': otherAssetMapper as ContextMapper,
  'finances/liability': liabilityMapper as ContextMapper,
  'finances/other-liability': otherLiabilityMapper as ContextMapper,
  'finances/other-expense': otherExpenseMapper as ContextMapper,
};
