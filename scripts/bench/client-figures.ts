// The pages' weight and the form screens' typing, each measured the same way in one run: the JS a cold-cache page
// load asks for (gzip, level 9, of the built file) and keystroke to next paint under a 4x CPU throttle.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { serveFolder } from '../../tests/e2e/helpers/static-server';
import { buildBenchApp } from './build-app';
import { type KeystrokeFigures, observeKeystrokes, typeAndMeasure } from './keystrokes';
import { identityCheckPage, verifiedPage } from './layout-shift';

export interface PageWeight {
  page: string;
  gzipJs: number;
  jsFiles: number;
}

export interface FormFigures extends PageWeight {
  typing: KeystrokeFigures;
}

const TYPED = 'Chukwuemeka Okafor';
const newTab = async (browser: Browser) => (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();

/** The JS files a fresh page load fetches (by their path on the server), gzip-sized from `builtDir`. */
async function loadJs(page: Page, builtDir: string, go: () => Promise<void>): Promise<{ gzipJs: number; jsFiles: number }> {
  const files = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) files.add(path);
  });
  await go();
  await page.waitForLoadState('networkidle');
  const gzipJs = [...files].reduce((sum, path) => sum + gzipSync(readFileSync(join(builtDir, path)), { level: 9 }).length, 0);
  return { gzipJs, jsFiles: files.size };
}

/** Pages anyone may open, each in a new context (a cold cache), settled once their `<h1>` shows. */
export async function coldPageWeights(browser: Browser, baseUrl: string, builtDir: string, paths: string[]): Promise<PageWeight[]> {
  const out: PageWeight[] = [];
  for (const path of paths) {
    const page = await newTab(browser);
    out.push({ page: path, ...(await loadJs(page, builtDir, async () => {
      await page.goto(`${baseUrl}${path}`);
      await page.locator('h1').first().waitFor();
    })) });
    await page.context().close();
  }
  return out;
}

/** Keystrokes into the stock one-field RJSF app (./stock-rjsf/), the typing figures' anchor. */
export async function stockRjsfTyping(browser: Browser, outDir: string): Promise<KeystrokeFigures> {
  await buildBenchApp(new URL('./stock-rjsf/', import.meta.url).pathname, outDir);
  const server = await serveFolder(outDir);
  const page = await newTab(browser);
  try {
    await observeKeystrokes(page);
    await page.goto(`${server.baseUrl}/index.html`);
    return await typeAndMeasure(page, /^First Name/, TYPED);
  } finally {
    await page.context().close();
    await server.close();
  }
}

/** Loads `path` anew, on a cold cache, in a tab that a borrower prepared (the session and the offer's ids live in it). */
async function coldReload(page: Page, baseUrl: string, builtDir: string, path: string, settled: (page: Page) => Locator) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  return loadJs(page, builtDir, async () => {
    await page.goto(`${baseUrl}${path}`);
    await settled(page).first().waitFor();
  });
}

/** Verify as Jane meets it: after her offer link (without the offer's ids the page sends a borrower elsewhere). */
export async function portalVerifyWeight(browser: Browser, baseUrl: string, clientDir: string): Promise<PageWeight> {
  const page = await newTab(browser);
  await identityCheckPage(page, baseUrl, '/offer/1001/5001');
  const weight = await coldReload(page, baseUrl, clientDir, '/verify', (p) => p.getByLabel('Last 6 digits of SSN or ITIN'));
  await page.context().close();
  return { page: '/verify', ...weight };
}

/** The personal screen and the demographics form of Jane, each loaded on a cold cache, then typed into. */
export async function portalFormFigures(browser: Browser, baseUrl: string, clientDir: string): Promise<FormFigures[]> {
  const out: FormFigures[] = [];
  for (const [path, heading, prepare, label] of [
    ['/info/personal', 'Tell Us', async () => undefined, /^First Name/],
    ['/military/demographics-form', 'Demographic', async (page: Page) => {
      await page.getByLabel('Hispanic or Latino', { exact: true }).check();
      await page.getByLabel('Other Hispanic or Latino', { exact: true }).check();
    }, /^Origin/],
  ] as const) {
    const page = await newTab(browser);
    await verifiedPage(page, baseUrl, '/offer/1001/5001', '123456', '01/15/1980');
    await observeKeystrokes(page);
    const weight = await coldReload(page, baseUrl, clientDir, path, (p) => p.locator(`h1:has-text("${heading}")`));
    await prepare(page);
    out.push({ page: path, ...weight, typing: await typeAndMeasure(page, label, TYPED) });
    await page.context().close();
  }
  return out;
}
