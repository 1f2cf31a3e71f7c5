// The bench's client figures against a running portal (Jane's demo data): CLS, the JS each page loads and typing in
// Chromium; the weight beside the anchor app (./anchor/), built and served here, the typing beside the stock one-field
// RJSF app.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../../tests/e2e/helpers/browser';
import { buildAnchor } from './anchor/build';
import { coldPageWeights, type PageWeight, portalFormFigures, portalVerifyWeight, stockRjsfTyping } from './client-figures';
import type { KeystrokeFigures } from './keystrokes';
import { layoutShifts } from './layout-shifts';
import { startAndTime, stop } from './process';
import { kb, ms, ratio, row, target } from './rows';

const LANDING = '/offer/1001/5001';
const ANCHOR_LANDING = '/offer/1';
const ANCHOR_FORM = '/form';

const weighed = (w: PageWeight) => `${kb(w.gzipJs)} in ${w.jsFiles} files`;
const typed = (t: KeystrokeFigures) => `p50 ${ms(t.p50)}, p95 ${ms(t.p95)}`;

function weightRow(ours: PageWeight, anchorName: string, anchor: PageWeight, most?: number): void {
  const times = ours.gzipJs / anchor.gzipJs;
  row(`gzip JS of a cold load, ${ours.page}: ${weighed(ours)}`, `${anchorName}: ${weighed(anchor)}`, ratio(ours.gzipJs, anchor.gzipJs),
    most === undefined ? '-' : target(`<= ${most.toFixed(2)}x`, times <= most));
}

/**
 * Against a portal on a new database: Jane's landing shows her offer only until she consents (then it leads to
 * /verify), so the landing is weighed before the first step that consents (Reduce Payment on the way to verify).
 */
export async function clientFigures(portalBaseUrl: string, clientDir: string, anchorPort: number): Promise<void> {
  const anchorDir = mkdtempSync(join(tmpdir(), 'bench-anchor-'));
  const stockDir = mkdtempSync(join(tmpdir(), 'stock-rjsf-'));
  const anchorBaseUrl = `http://127.0.0.1:${anchorPort}`;
  await buildAnchor(anchorDir);
  const anchorServer = await startAndTime('node', [new URL('./anchor/server.mjs', import.meta.url).pathname, anchorDir, String(anchorPort)], {}, anchorBaseUrl);
  try {
    const browser = await launchBrowser();
    try {
      const [anchorLanding, anchorForm] = await coldPageWeights(browser, anchorBaseUrl, anchorDir, [ANCHOR_LANDING, ANCHOR_FORM]);
      const [landing] = await coldPageWeights(browser, portalBaseUrl, clientDir, [LANDING]);
      for (const m of await layoutShifts(browser, portalBaseUrl)) row(`CLS, ${m.page} at ${m.width} (4x CPU, slow 4G): ${m.cls.toFixed(3)}`);

      weightRow(landing!, 'anchor landing', anchorLanding!, 1);
      weightRow(await portalVerifyWeight(browser, portalBaseUrl, clientDir), 'anchor form', anchorForm!);
      const forms = await portalFormFigures(browser, portalBaseUrl, clientDir);
      for (const form of forms) weightRow(form, 'anchor form', anchorForm!, 0.85);

      const stock = await stockRjsfTyping(browser, stockDir);
      row(`keystroke to next paint, stock RJSF one-field app: ${typed(stock)}`);
      for (const form of forms) {
        row(`keystroke to next paint, ${form.page}: ${typed(form.typing)}`, `stock RJSF: ${typed(stock)}`, `${ratio(form.typing.p95, stock.p95)} (p95)`);
      }
    } finally {
      await browser.close();
    }

  } finally {
    await stop(anchorServer.child);
    rmSync(anchorDir, { recursive: true, force: true });
    rmSync(stockDir, { recursive: true, force: true });
  }
}
