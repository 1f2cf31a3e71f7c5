import type { BrowserContext } from 'playwright-core';
import { openPage, viewports, type WatchedPage } from './browser';
import { verifyFromOffer, verifyIdentity, type DemoBorrower } from './journey';
import type { PortalSuite } from './suite';

type Viewport = { width: number; height: number };
type ContextPage = WatchedPage & { context: BrowserContext };

/** A watched page in a new context at `viewport`. */
export async function newPage(suite: PortalSuite, viewport: Viewport = viewports.desktop): Promise<ContextPage> {
  const context = await suite.browser.newContext({ viewport });
  return { ...(await openPage(context)), context };
}

/** A new page on which `borrower` verified from the offer link and is where the portal leads (see verifyIdentity). */
export async function identifiedPage(suite: PortalSuite, borrower: DemoBorrower, viewport?: Viewport): Promise<ContextPage> {
  const watched = await newPage(suite, viewport);
  await verifyIdentity(watched.page, suite.portal.baseUrl, borrower);
  return watched;
}

/** A new page on which `borrower` verified from the offer link and is on the dashboard. */
export async function verifiedPage(suite: PortalSuite, borrower: DemoBorrower, viewport?: Viewport): Promise<ContextPage> {
  const watched = await newPage(suite, viewport);
  await verifyFromOffer(watched.page, suite.portal.baseUrl, borrower);
  return watched;
}
