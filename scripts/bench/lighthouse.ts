// Lighthouse 12's performance figures of pages, with its mobile defaults (mobile emulation, simulated slow 4G and 4x
// CPU), each the median of LIGHTHOUSE_ROUNDS runs (3 unless set) in Debian's Chromium driven by puppeteer-core, as
// Lighthouse's docs show for signed-in pages: each run gets a fresh browser context and tab, the caller prepares it
// (signs in, say), the cache is cleared as Lighthouse's own reset would, and Lighthouse runs in that tab with its
// storage reset off, so the session stays.
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { median } from './process';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface LighthousePage {
  name: string;
  url: string;
  /** Runs in the page's tab before Lighthouse does: leave whatever the page needs (a session) in it. */
  prepare?: (page: Page) => Promise<void>;
  /**
   * Lighthouse's default simulates slow 4G and a 4x slower CPU from a load on the bare machine; `applied` loads the
   * page under that network and CPU (Lighthouse's `devtools` throttling). The simulation counts every script that
   * arrived before the page's first paint as holding it back, and on loopback they all arrive within milliseconds.
   */
  throttling?: 'simulated' | 'applied';
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

/** Lighthouse's simulated figures swing between runs on one machine; each page's figure is the median of this many. */
const ROUNDS = Number(process.env.LIGHTHOUSE_ROUNDS ?? 3);

export async function lighthouseFigures(pages: LighthousePage[]): Promise<LighthouseFigures[]> {
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    defaultViewport: null,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const out: LighthouseFigures[] = [];
  try {
    for (const page of pages) {
      // A run Lighthouse could not record (NO_NAVSTART, now and then) is run again, up to as many times again.
      const runs: LighthouseFigures[] = [];
      while (recorded(runs) < ROUNDS && runs.length < 2 * ROUNDS) runs.push(await oneRun(browser, page));
      out.push(medianOf(page.name, runs));
    }
  } finally {
    await browser.close();
  }
  return out;
}

const recorded = (runs: LighthouseFigures[]) => runs.filter((run) => Number.isFinite(run.performance)).length;

/** The median of the runs that measured the page; a run Lighthouse could not record is noted, not counted. */
function medianOf(name: string, runs: LighthouseFigures[]): LighthouseFigures {
  const measured = runs.filter((run) => Number.isFinite(run.performance));
  const of = (key: 'performance' | 'lcpMs' | 'fcpMs' | 'tbtMs' | 'cls') => median(measured.map((run) => run[key]));
  const failed = runs.length - measured.length;
  const problems = [...new Set(runs.map((run) => run.problem).filter(Boolean))];
  if (failed > 0) problems.unshift(`${failed} of ${runs.length} runs not recorded`);
  const problem = problems.join('; ');
  return { name, performance: of('performance'), lcpMs: of('lcpMs'), fcpMs: of('fcpMs'), tbtMs: of('tbtMs'), cls: of('cls'), ...(problem ? { problem } : {}) };
}

async function oneRun(browser: Browser, { name, url, prepare, throttling }: LighthousePage): Promise<LighthouseFigures> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await prepare?.(page);
  await clearCaches(page);
  const flags: Flags = { logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true };
  const result = await lighthouse(url, throttling === 'applied' ? { ...flags, throttlingMethod: 'devtools' } : flags, undefined, page);
  await context.close();
  const lhr = result?.lhr;
  const metric = (id: string) => lhr?.audits[id]?.numericValue ?? NaN;
  const landedOn = lhr && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname ? `ended on ${lhr.finalDisplayedUrl}` : undefined;
  return {
    name,
    performance: Math.round((lhr?.categories.performance?.score ?? NaN) * 100),
    lcpMs: metric('largest-contentful-paint'),
    fcpMs: metric('first-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    ...(lhr?.runtimeError?.code ?? landedOn ? { problem: lhr?.runtimeError?.code ?? landedOn } : {}),
  };
}
