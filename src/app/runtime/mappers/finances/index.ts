import type { ContextMapper } from '../types';
import { assetMapper } from './asset-mapper';
import { otherLiabilityMapper } from './other-liability-mapper';

/** Step 2 "Your Finances" screens not yet said as data (the others have bindings). */
export const financesMappers: Record<string, ContextMapper> = {
  'finances/asset': assetMapper as ContextMapper,
  'finances/other-liability': otherLiabilityMapper as ContextMapper,
};
