// The form screens' weight and typing against the stock one-field RJSF app, measured the same way in one run:
// the JS a cold-cache page load asks for (gzip, level 9) and keystroke to next paint under a 4x CPU throttle.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { serveFolder } from '../../tests/e2e/helpers/static-server';
import { type KeystrokeFigures, observeKeystrokes, typeAndMeasure } from './keystrokes';
import { verifiedPage } from './layout-shift';
import { buildStockRjsf } from './stock-rjsf/build';

export interface PageFigures {
  page: string;
  gzipJs: number;
  jsFiles: number;
  typing?: KeystrokeFigures;
}

const TYPED = 'Chukwuemeka Okafor';

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

export async function stockRjsfFigures(browser: Browser, outDir: string): Promise<PageFigures> {
  await buildStockRjsf(outDir);
  const server = await serveFolder(outDir);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await observeKeystrokes(page);
    const weight = await loadJs(page, outDir, async () => void (await page.goto(`${server.baseUrl}/index.html`)));
    return { page: 'stock RJSF one-field app', ...weight, typing: await typeAndMeasure(page, /^First Name/, TYPED) };
  } finally {
    await context.close();
    await server.close();
  }
}

/** Verify, the personal screen and the demographics form of Jane, each loaded on a cold cache. */
export async function portalFormFigures(browser: Browser, baseUrl: string, clientDir: string): Promise<PageFigures[]> {
  const out: PageFigures[] = [];
  const fresh = async () => (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();

  const verify = await fresh();
  out.push({ page: '/verify', ...(await loadJs(verify, clientDir, async () => {
    await verify.goto(`${baseUrl}/verify`);
    await verify.locator('h1').first().waitFor();
  })) });
  await verify.context().close();

  for (const [path, heading, prepare, label] of [
    ['/info/personal', 'Tell Us', async () => undefined, /^First Name/],
    ['/military/demographics-form', 'Demographic', async (page: Page) => {
      await page.getByLabel('Hispanic or Latino', { exact: true }).check();
      await page.getByLabel('Other Hispanic or Latino', { exact: true }).check();
    }, /^Origin/],
  ] as const) {
    // Verified on one tab, then the screen loaded anew on a cold cache in that tab (the session lives in it).
    const page = await fresh();
    await verifiedPage(page, baseUrl, '/offer/1001/5001', '123456', '01/15/1980');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await observeKeystrokes(page);
    const weight = await loadJs(page, clientDir, async () => {
      await page.goto(`${baseUrl}${path}`);
      await page.locator(`h1:has-text("${heading}")`).first().waitFor();
    });
    await prepare(page);
    out.push({ page: path, ...weight, typing: await typeAndMeasure(page, label, TYPED) });
    await page.context().close();
  }
  return out;
}
