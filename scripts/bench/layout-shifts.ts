// CLS of the pages a borrower meets (landing, verify, fast path, a fast-path form, dashboard, a full-flow form) at
// 1280 px and 375 px, under Lighthouse's mobile throttling, against a running portal.
import type { Browser } from 'playwright-core';
import { layoutShiftOf, verifiedPage } from './layout-shift';

const WIDTHS = { '1280 px': { width: 1280, height: 900 }, '375 px': { width: 375, height: 812 } };

interface Measured {
  page: string;
  width: string;
  cls: number;
}

export async function layoutShifts(browser: Browser, baseUrl: string): Promise<Measured[]> {
  const out: Measured[] = [];
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    const context = await browser.newContext({ viewport });
    const fresh = () => context.newPage();
    // John (two borrowers, not consented) for the fast path; Luis (Completed) for the dashboard.
    const john = async () => verifiedPage(await fresh(), baseUrl, '/offer/1002/5002', '234567', '03/02/1975');
    const pages: [string, () => Promise<number>][] = [
      ['landing', async () => layoutShiftOf(await fresh(), `${baseUrl}/offer/1001/5001`, 'h1')],
      ['verify', async () => layoutShiftOf(await fresh(), `${baseUrl}/verify`, 'h1')],
      ['fast path', async () => layoutShiftOf(await john(), `${baseUrl}/fast-path`, 'h1:has-text("First Things First")')],
      ['fast-path personal', async () => layoutShiftOf(await john(), `${baseUrl}/fast-path/personal`, 'h1:has-text("Tell Us")')],
      ['full-flow personal', async () => layoutShiftOf(await john(), `${baseUrl}/info/personal`, 'h1:has-text("Tell Us")')],
      ['dashboard', async () => layoutShiftOf(await verifiedPage(await fresh(), baseUrl, '/offer/1003/5004', '456789', '11/30/1969'),
        `${baseUrl}/borrower-dashboard`, 'h1')],
    ];
    for (const [page, measure] of pages) out.push({ page, width, cls: await measure() });
    await context.close();
  }
  return out;
}
