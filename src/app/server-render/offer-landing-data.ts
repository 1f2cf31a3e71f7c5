import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type { OfferResponse } from '../../shared/api';
import type { ApiCall } from '../../shared/page-render/contract';
import { queryKeys } from '../api/query-keys';
import { landingRedirect, parseLinkIds } from '../offer/logic/offer-status-routing';

/**
 * The offer landing's data, fetched as its page would (GetOffer for the link's ids) into the page's queries. Whether
 * the landing shows the offer: anything else (an unknown link, a submitted offer) is the browser's to route.
 */
export async function prepareOfferLanding(params: Params, queryClient: QueryClient, api: ApiCall): Promise<boolean> {
  const ids = parseLinkIds(params.offerId, params.userId);
  if (!ids) return false;
  const answer = await api('GetOffer', { offerId: ids.offerId, CustomerRecordId: ids.userId });
  if (answer.status !== 200) return false;
  const offer = answer.body as OfferResponse;
  queryClient.setQueryData(queryKeys.offer(ids.offerId, ids.userId), offer);
  return landingRedirect({ status: 'loaded', offer }) === null;
}
