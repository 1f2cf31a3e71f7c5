// The bench's client figures against a running portal (Jane's demo data): CLS, the JS each page loads and typing in
// Chromium, then Lighthouse; the weight and page-load figures beside the anchor app (./anchor/), built and served
// here, the typing beside the stock one-field RJSF app.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchBrowser } from '../../tests/e2e/helpers/browser';
import { buildAnchor } from './anchor/build';
import { coldPageWeights, type PageWeight, portalFormFigures, portalVerifyWeight, stockRjsfTyping } from './client-figures';
import type { KeystrokeFigures } from './keystrokes';
import { layoutShifts } from './layout-shifts';
import { type LighthouseFigures, lighthouseFigures, type LighthousePage } from './lighthouse';
import { startAndTime, stop } from './process';
import { kb, ms, ratio, row, seconds, target } from './rows';
import { atIdentityCheck, type Borrower, signIn } from './signed-in-tab';

const JANE: Borrower = { offerId: '1001', userId: '5001', ssn: '123456', dateOfBirth: '01/15/1980' };
const LANDING = `/offer/${JANE.offerId}/${JANE.userId}`;
const FORM_SCREENS = ['/info/personal', '/military/demographics-form'];
const ANCHOR_LANDING = '/offer/1';
const ANCHOR_FORM = '/form';

const weighed = (w: PageWeight) => `${kb(w.gzipJs)} in ${w.jsFiles} files`;
const typed = (t: KeystrokeFigures) => `p50 ${ms(t.p50)}, p95 ${ms(t.p95)}`;

function weightRow(ours: PageWeight, anchorName: string, anchor: PageWeight, most?: number): void {
  const times = ours.gzipJs / anchor.gzipJs;
  row(`gzip JS of a cold load, ${ours.page}: ${weighed(ours)}`, `${anchorName}: ${weighed(anchor)}`, ratio(ours.gzipJs, anchor.gzipJs),
    most === undefined ? '-' : target(`<= ${most.toFixed(2)}x`, times <= most));
}

type Limits = Partial<Record<'performance' | 'lcpMs' | 'fcpMs' | 'tbtMs', number>>;
const METRICS: { label: string; key: keyof Limits | 'cls'; shown: (n: number) => string }[] = [
  { label: 'performance', key: 'performance', shown: (n) => n.toFixed(0) },
  { label: 'LCP', key: 'lcpMs', shown: seconds },
  { label: 'FCP', key: 'fcpMs', shown: seconds },
  { label: 'TBT', key: 'tbtMs', shown: ms },
  { label: 'CLS', key: 'cls', shown: (n) => n.toFixed(3) },
];

function lighthouseRows(ours: LighthouseFigures, anchor: LighthouseFigures, limits: Limits): void {
  const noted = (f: LighthouseFigures) => (f.problem ? ` (${f.problem})` : '');
  for (const { label, key, shown } of METRICS) {
    const limit = key === 'cls' ? undefined : limits[key];
    // The score is better high, the times low.
    const check = limit === undefined ? '-'
      : key === 'performance' ? target(`>= ${limit}`, ours[key] >= limit) : target(`<= ${shown(limit)}`, ours[key] <= limit);
    row(`Lighthouse mobile, ${ours.name}, ${label}: ${shown(ours[key])}${noted(ours)}`, `${anchor.name}: ${shown(anchor[key])}${noted(anchor)}`,
      ratio(ours[key], anchor[key]), check);
  }
}

/**
 * Against a portal on a new database: Jane's landing shows her offer only until she consents (then it leads to
 * /verify), so every landing figure is taken before the first step that consents (Reduce Payment on the way to verify).
 */
export async function clientFigures(portalBaseUrl: string, clientDir: string, anchorPort: number): Promise<void> {
  const anchorDir = mkdtempSync(join(tmpdir(), 'bench-anchor-'));
  const stockDir = mkdtempSync(join(tmpdir(), 'stock-rjsf-'));
  const anchorBaseUrl = `http://127.0.0.1:${anchorPort}`;
  await buildAnchor(anchorDir);
  const anchorServer = await startAndTime('node', [new URL('./anchor/server.mjs', import.meta.url).pathname, anchorDir, String(anchorPort)], {}, anchorBaseUrl);
  try {
    const [anchorLandingLh, anchorFormLh, landingLh, anchorLandingApplied, landingApplied] = await lighthouseFigures([
      { name: `anchor landing ${ANCHOR_LANDING}`, url: `${anchorBaseUrl}${ANCHOR_LANDING}` },
      { name: `anchor form ${ANCHOR_FORM}`, url: `${anchorBaseUrl}${ANCHOR_FORM}` },
      { name: LANDING, url: `${portalBaseUrl}${LANDING}` },
      { name: `anchor landing ${ANCHOR_LANDING}, applied throttling`, url: `${anchorBaseUrl}${ANCHOR_LANDING}`, throttling: 'applied' },
      { name: `${LANDING}, applied throttling`, url: `${portalBaseUrl}${LANDING}`, throttling: 'applied' },
    ]);

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
        // The target is the demographics form's: its 40 checkboxes make it the page where typing costs most.
        const check = form.page === '/military/demographics-form' ? target('<= 1.00x', form.typing.p95 <= stock.p95) : '-';
        row(`keystroke to next paint, ${form.page}: ${typed(form.typing)}`, `stock RJSF: ${typed(stock)}`, `${ratio(form.typing.p95, stock.p95)} (p95)`, check);
      }
    } finally {
      await browser.close();
    }

    type Tab = Parameters<NonNullable<LighthousePage['prepare']>>[0];
    const signedIn = (page: Tab) => signIn(page, portalBaseUrl, JANE);
    const guardedLh = await lighthouseFigures([
      { name: '/verify', url: `${portalBaseUrl}/verify`, prepare: (page: Tab) => atIdentityCheck(page, portalBaseUrl, JANE) },
      ...['/borrower-dashboard', ...FORM_SCREENS].map((path) => ({ name: path, url: `${portalBaseUrl}${path}`, prepare: signedIn })),
    ]);
    const landingLimits = { performance: 98, lcpMs: 1500, tbtMs: 50 };
    lighthouseRows(landingLh!, anchorLandingLh!, landingLimits);
    lighthouseRows(landingApplied!, anchorLandingApplied!, landingLimits);
    for (const page of guardedLh) lighthouseRows(page, anchorFormLh!, { performance: 92, fcpMs: 1500 });
  } finally {
    await stop(anchorServer.child);
    rmSync(anchorDir, { recursive: true, force: true });
    rmSync(stockDir, { recursive: true, force: true });
  }
}
