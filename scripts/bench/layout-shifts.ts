// CLS of the pages a borrower meets (landing, verify, fast path, a fast-path form, dashboard, a full-flow form) at
// 1280 px and 375 px, under Lighthouse's mobile throttling, against a running portal.
import type { Browser, Page } from 'playwright-core';
import { identityCheckPage, layoutShiftOf, verifiedPage } from './layout-shift';

const WIDTHS = { '1280 px': { width: 1280, height: 900 }, '375 px': { width: 375, height: 812 } };

interface Measured {
  page: string;
  width: string;
  cls: number;
}

export async function layoutShifts(browser: Browser, baseUrl: string): Promise<Measured[]> {
  const contexts = await Promise.all(Object.entries(WIDTHS).map(async ([width, viewport]) => ({ width, context: await browser.newContext({ viewport }) })));
  type NewTab = () => Promise<Page>;
  // John (two borrowers, not consented) for the fast path; Luis (Completed) for the dashboard.
  const john = async (fresh: NewTab) => verifiedPage(await fresh(), baseUrl, '/offer/1002/5002', '234567', '03/02/1975');
  const pages: [string, (fresh: NewTab) => Promise<number>][] = [
    ['landing', async (fresh) => layoutShiftOf(await fresh(), `${baseUrl}/offer/1001/5001`, 'h1')],
    // Verify as a borrower meets it: after the offer link, whose ids the app keeps in the tab (without them it leaves).
    ['verify', async (fresh) => layoutShiftOf(await identityCheckPage(await fresh(), baseUrl, '/offer/1001/5001'), `${baseUrl}/verify`, 'h1')],
    ['fast path', async (fresh) => layoutShiftOf(await john(fresh), `${baseUrl}/fast-path`, 'h1:has-text("First Things First")')],
    ['fast-path personal', async (fresh) => layoutShiftOf(await john(fresh), `${baseUrl}/fast-path/personal`, 'h1:has-text("Tell Us")')],
    ['full-flow personal', async (fresh) => layoutShiftOf(await john(fresh), `${baseUrl}/info/personal`, 'h1:has-text("Tell Us")')],
    ['dashboard', async (fresh) => layoutShiftOf(await verifiedPage(await fresh(), baseUrl, '/offer/1003/5004', '456789', '11/30/1969'),
      `${baseUrl}/borrower-dashboard`, 'h1')],
  ];
  // Page by page at both widths: Jane's landing leads to /verify once she has consented, which verify's pages do.
  const out: Measured[] = [];
  for (const [page, measure] of pages) {
    for (const { width, context } of contexts) out.push({ page, width, cls: await measure(() => context.newPage()) });
  }
  for (const { context } of contexts) await context.close();
  return out;
}
