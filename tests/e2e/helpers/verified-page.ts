import type { BrowserContext } from 'playwright-core';
import { openPage, viewports, type WatchedPage } from './browser';
import { verifyFromOffer, type DemoBorrower } from './journey';
import type { PortalSuite } from './suite';

/** A new context at `viewport` in which `borrower` verified from the offer link and is on the dashboard. */
export async function verifiedPage(
  suite: PortalSuite,
  borrower: DemoBorrower,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<WatchedPage & { context: BrowserContext }> {
  const context = await suite.browser.newContext({ viewport });
  const watched = await openPage(context);
  await verifyFromOffer(watched.page, suite.portal.baseUrl, borrower);
  return { ...watched, context };
}
