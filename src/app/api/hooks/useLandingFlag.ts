import { useQuery } from '@tanstack/react-query';
import type { BooleanFlagResponse } from '../../../shared/api/generated/types';
import { callApi } from '../client';
import { tags } from '../query-keys';

export const landingFlagQueryKey = [tags.featureFlag, 'LandingPageFlag'] as const;

/** GET /api/BooleanFlag/LandingPageFlag (public): whether / and /home show the landing page. */
export function useLandingFlag() {
  return useQuery({
    queryKey: landingFlagQueryKey,
    queryFn: () => callApi<BooleanFlagResponse>('BooleanFlag/LandingPageFlag', undefined, { method: 'GET' }),
  });
}
