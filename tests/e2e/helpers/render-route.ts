// Shows a route in a borrower's page and waits for it to settle. Inside the portal the route is reached as its own
// links reach it (a history entry the router follows), which renders the route without reloading the app; after a
// failure, and for the first route of a page, the portal is loaded afresh at the address.
import { renderFailures, type RenderOutcome } from './render-failures';
import type { BorrowerSession } from './borrower-sessions';

/** A new history entry with the router's own state shape (a fresh key, the next index), then the event it follows. */
async function followInside(session: BorrowerSession, path: string): Promise<void> {
  await session.page.evaluate((to) => {
    const state = window.history.state as { idx?: number } | null;
    const key = Math.random().toString(36).slice(2, 10);
    window.history.pushState({ usr: null, key, idx: (state?.idx ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

export async function renderRoute(session: BorrowerSession, baseUrl: string, path: string): Promise<RenderOutcome> {
  const { page, network } = session;
  const before = session.problems.length;
  if (session.reload) await page.goto(`${baseUrl}${path}`);
  else await followInside(session, path);
  await network.quiet();
  const heading = page.locator('h1:visible').first();
  await heading.waitFor({ timeout: 10_000 }).catch(() => undefined);
  await network.quiet();
  const outcome = {
    requested: path,
    landed: new URL(page.url()).pathname,
    headings: await page.locator('h1:visible').allInnerTexts(),
    problems: session.problems.slice(before),
  };
  session.reload = renderFailures(outcome).length > 0;
  return outcome;
}
