import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type Params } from 'react-router-dom';
import type { BooleanFlagResponse } from '../../shared/api/generated/types';
import type { ApiCall } from '../../shared/page-render/contract';
import { renderedPages } from '../../shared/page-render/rendered-pages';
import { landingFlagQueryKey } from '../api/hooks/useLandingFlag';
import { prepareOfferLanding } from './offer-landing-data';

/** Fetches a page's data, given the parameters its path matched. */
type Prepare = (params: Params, queryClient: QueryClient, api: ApiCall) => Promise<boolean>;

/** The home page's flag, fetched as its page would (GET BooleanFlag/LandingPageFlag). */
const prepareHome: Prepare = async (_params, queryClient, api) => {
  const answer = await api('BooleanFlag/LandingPageFlag');
  if (answer.status !== 200) return false;
  queryClient.setQueryData(landingFlagQueryKey, answer.body as BooleanFlagResponse);
  return true;
};

/** What a rendered page fetches before it renders; the others show the same to everyone. */
const preparations: Partial<Record<(typeof renderedPages)[number]['path'], Prepare>> = {
  '/offer/:offerId/:userId': prepareOfferLanding,
  '/': prepareHome,
  '/home': prepareHome,
};

/**
 * Fetches what the page at `path` shows into `queryClient`; answers whether the server renders it (a page not listed
 * in `renderedPages`, or whose data sends the borrower elsewhere, is the browser's).
 */
export async function preparePage(path: string, queryClient: QueryClient, api: ApiCall): Promise<boolean> {
  for (const page of renderedPages) {
    const match = matchPath(page.path, path);
    if (!match) continue;
    const prepare = preparations[page.path];
    return prepare ? prepare(match.params, queryClient, api) : true;
  }
  return false;
}
