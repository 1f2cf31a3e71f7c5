// Lighthouse 12's performance figures of pages, with its mobile defaults (mobile emulation, simulated slow 4G and 4x
// CPU), one run a page in Debian's Chromium driven by puppeteer-core, as Lighthouse's docs show for signed-in pages:
// each page gets a fresh browser context and tab, the caller prepares it (signs in, say), the cache is cleared as
// Lighthouse's own reset would, and Lighthouse runs in that tab with its storage reset off, so the session stays.
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface LighthousePage {
  name: string;
  url: string;
  /** Runs in the page's tab before Lighthouse does: leave whatever the page needs (a session) in it. */
  prepare?: (page: Page) => Promise<void>;
}

export interface LighthouseFigures {
  name: string;
  /** 0 to 100 */
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** The page Lighthouse ended on, when it was not the one asked for (a guard sent it elsewhere); a run's error. */
  problem?: string;
}

async function clearCaches(page: Page): Promise<void> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  // Toggling the cache off and on evicts the memory cache too.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.detach();
}

export async function lighthouseFigures(pages: LighthousePage[]): Promise<LighthouseFigures[]> {
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    defaultViewport: null,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const out: LighthouseFigures[] = [];
  try {
    for (const { name, url, prepare } of pages) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await prepare?.(page);
      await clearCaches(page);
      const result = await lighthouse(url, { logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true }, undefined, page);
      await context.close();
      const lhr = result?.lhr;
      const metric = (id: string) => lhr?.audits[id]?.numericValue ?? NaN;
      const landedOn = lhr && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname ? `ended on ${lhr.finalDisplayedUrl}` : undefined;
      out.push({
        name,
        performance: Math.round((lhr?.categories.performance?.score ?? NaN) * 100),
        lcpMs: metric('largest-contentful-paint'),
        fcpMs: metric('first-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        problem: lhr?.runtimeError?.message ?? landedOn,
      });
    }
  } finally {
    await browser.close();
  }
  return out;
}
