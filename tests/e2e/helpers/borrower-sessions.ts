// One verified browser context per demo borrower, opened when a test first needs that borrower, with the borrower's
// profile as the portal reads it (GetBorrowerData).
import type { BrowserContext, Page } from 'playwright-core';
import { verifyIdentity, type DemoBorrower } from './journey';
import { watchNetwork, type NetworkWatch } from './network-quiet';
import type { PortalSuite } from './suite';
import { newPage } from './verified-page';

export interface BorrowerSession {
  name: string;
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught errors of the page so far. */
  problems: string[];
  network: NetworkWatch;
  profile: unknown;
  /** The page showed a failure: the next route loads the portal afresh rather than navigating inside it. */
  reload: boolean;
}

export type NamedBorrower = readonly [name: string, borrower: DemoBorrower];

/** GetBorrowerData for the session's application (a read: no CSRF header). */
function profileOf(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    const applicationId = JSON.parse(sessionStorage.getItem('applicationId') ?? 'null') as number;
    const answer = await fetch('/api/GetBorrowerData', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ applicationId }),
    });
    return answer.json() as Promise<unknown>;
  });
}

async function open(suite: PortalSuite, [name, borrower]: NamedBorrower): Promise<BorrowerSession> {
  const { context, page, problems } = await newPage(suite);
  const network = watchNetwork(page);
  await verifyIdentity(page, suite.portal.baseUrl, borrower);
  return { name, context, page, problems, network, profile: await profileOf(page), reload: true };
}

/** The borrowers' sessions: `of` one borrower, or the `first` in the order given whose profile `fits`. */
export function borrowerSessions(suite: PortalSuite, borrowers: readonly NamedBorrower[]) {
  const opened = new Map<NamedBorrower, Promise<BorrowerSession>>();
  const session = (borrower: NamedBorrower) => {
    const known = opened.get(borrower) ?? open(suite, borrower);
    opened.set(borrower, known);
    return known;
  };
  return {
    of: session,
    async first<T>(fits: (profile: unknown) => T | undefined): Promise<{ session: BorrowerSession; value: T } | undefined> {
      for (const borrower of borrowers) {
        const found = await session(borrower);
        const value = fits(found.profile);
        if (value !== undefined) return { session: found, value };
      }
      return undefined;
    },
    async close(): Promise<void> {
      for (const found of opened.values()) await (await found).context.close();
    },
  };
}
