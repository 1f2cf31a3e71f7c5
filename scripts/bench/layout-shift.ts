// Cumulative layout shift of a page as a borrower loads it, measured in Debian's Chromium with a PerformanceObserver
// (the metric Lighthouse reports as CLS: shifts not caused by input, summed).
import type { Page } from 'playwright-core';

const OBSERVE_SHIFTS = `
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** Lighthouse's mobile defaults: 4x slower CPU, a 150 ms, 1.6 Mbit/s network. */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8,
  });
}

/** Loads the page under Lighthouse's mobile throttling, waits for it to settle and returns its CLS. */
export async function layoutShiftOf(page: Page, url: string, settledSelector: string): Promise<number> {
  await throttle(page);
  await page.addInitScript(OBSERVE_SHIFTS);
  await page.goto(url);
  await page.locator(settledSelector).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}

/**
 * A page on the identity check, reached as a borrower reaches it: the offer link (the app keeps the offer's ids in the
 * tab), then Reduce Payment when consent is not signed yet.
 */
export async function identityCheckPage(page: Page, baseUrl: string, link: string): Promise<Page> {
  await page.goto(`${baseUrl}${link}`);
  const reduce = page.getByRole('button', { name: 'Reduce Payment' });
  const ssn = page.getByLabel('Last 6 digits of SSN or ITIN');
  await reduce.or(ssn).first().waitFor();
  if (await reduce.isVisible()) await reduce.click();
  await ssn.waitFor();
  return page;
}

/** A page of a borrower who has consented and verified (the session lives in the tab, so later pages use this one). */
export async function verifiedPage(
  page: Page, baseUrl: string, link: string, ssnLastSix: string, dateOfBirth: string,
): Promise<Page> {
  await identityCheckPage(page, baseUrl, link);
  await page.getByLabel('Last 6 digits of SSN or ITIN').fill(ssnLastSix);
  await page.getByLabel('Date of Birth').fill(dateOfBirth.replace(/\//g, ''));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.waitForURL(/\/(fast-path|borrower-dashboard)$/);
  return page;
}
