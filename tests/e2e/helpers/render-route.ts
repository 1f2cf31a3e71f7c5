// Shows a route in a borrower's page and waits for it to settle. Inside the portal the route is reached as its own
// links reach it (a history entry the router follows), which renders the route without reloading the app; for the
// first route of a page, after a failure, and when no new h1 came, the portal is loaded afresh at the address.
import type { BorrowerSession } from './borrower-sessions';
import { renderFailures, type RenderOutcome } from './render-failures';

const earlier = 'data-earlier-route';
const newHeading = `h1:visible:not([${earlier}])`;

/** An h1 the earlier route did not show (or 10 s without one), then nothing loading for a while. */
async function settle({ page, network }: BorrowerSession): Promise<void> {
  await page.locator(newHeading).first().waitFor({ timeout: 10_000 }).catch(() => undefined);
  await network.quiet();
}

/**
 * A new history entry with the router's own state shape (a fresh key, the next index), then the event it follows.
 * Answers whether an h1 the earlier route did not show is there: when React kept the earlier one, the heading
 * cannot tell the routes apart, and the caller loads the address instead.
 */
async function followInside(session: BorrowerSession, path: string): Promise<boolean> {
  await session.page.evaluate(({ to, mark }) => {
    for (const heading of document.querySelectorAll('h1')) heading.setAttribute(mark, '');
    const state = window.history.state as { idx?: number } | null;
    const key = Math.random().toString(36).slice(2, 10);
    window.history.pushState({ usr: null, key, idx: (state?.idx ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, { to: path, mark: earlier });
  await settle(session);
  return (await session.page.locator(newHeading).count()) > 0;
}

export async function renderRoute(session: BorrowerSession, baseUrl: string, path: string): Promise<RenderOutcome> {
  const { page } = session;
  const before = session.problems.length;
  if (session.reload || !(await followInside(session, path))) {
    await page.goto(`${baseUrl}${path}`);
    await settle(session);
  }
  const outcome = {
    requested: path,
    landed: new URL(page.url()).pathname,
    headings: await page.locator('h1:visible').allInnerTexts(),
    problems: session.problems.slice(before),
  };
  session.reload = renderFailures(outcome).length > 0;
  return outcome;
}
