// The lender's way in and out, end to end: a key made with `npm run lender-key`, an offer sent to CreateOffer, the
// borrower walking it in Chromium from the link CreateOffer answered to submission, and ExportMismo carrying what
// the borrower typed.
import { execFileSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleOffer } from '../server/helpers/offer-document';
import { launchBrowser, openPage, viewports } from './helpers/browser';
import { changeCards, onScreen, pressTo } from './helpers/fast-path';
import { press } from './helpers/walk';
import { screenshot } from './helpers/look';
import { startPortal, type PortalServer } from './helpers/portal-server';

let portal: PortalServer;
let browser: Browser;
let lenderKey = '';

beforeAll(async () => {
  portal = await startPortal({}, undefined, async (portalEnv) => {
    const out = execFileSync('npx', ['tsx', 'scripts/lender-key.ts', 'create', 'e2e-lender'], {
      env: { ...process.env, ...portalEnv }, encoding: 'utf8',
    });
    lenderKey = /rpl_\S+/.exec(out)?.[0] ?? '';
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
});

const asLender = (path: string, body: unknown) => fetch(`${portal.baseUrl}${path}`, {
  method: 'POST',
  headers: { authorization: `Bearer ${lenderKey}`, 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Daniel alone: the example offer with one borrower. */
const offer = exampleOffer((d) => {
  d.borrowers = d.borrowers.slice(0, 1).map((b) => ({ ...b, otherLiabilities: [] }));
  d.properties = (d.properties ?? []).map((p) => ({ ...p, ownerBorrowerIds: [880451] }));
});

async function reviewDeclarationsAndDemographics(page: import('playwright-core').Page): Promise<void> {
  await onScreen(page, '/fast-path/declarations', 'Declarations', 'lender-offer');
  await pressTo(page, 'Next', '/fast-path/declarations/property-and-money', 'Property and Money', 'lender-offer');
  await pressTo(page, 'Next', '/fast-path/declarations/declared-finances', 'Finances', 'lender-offer');
  await pressTo(page, 'Next', '/fast-path/demographics', 'Demographic Information', 'lender-offer');
  await pressTo(page, 'Next', '/fast-path/demographics/demographics-detail', 'Your Demographic Information', 'lender-offer');
  await press(page, 'Next');
}

describe("the lender's offer, walked by its borrower", () => {
  it('a created offer is walked from its link to submission, and the export carries what the borrower typed', async () => {
    expect(lenderKey).toMatch(/^rpl_/);
    const created = await asLender('/api/CreateOffer', offer);
    expect(created.status).toBe(201);
    const { borrowers } = (await created.json()) as { borrowers: { offerLink: string }[] };
    const link = new URL(borrowers[0]?.offerLink ?? '');
    expect(link.origin).toBe(portal.baseUrl);

    const context = await browser.newContext({ viewport: viewports.desktop });
    const { page, problems } = await openPage(context);
    await page.goto(link.toString());
    await page.getByRole('button', { name: 'Reduce Payment' }).click();
    await page.waitForURL('**/verify');
    await page.getByLabel('Last 6 digits of SSN or ITIN').fill('482913');
    await page.getByLabel('Date of Birth').fill('03021975');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await onScreen(page, '/fast-path', 'First Things First', 'lender-offer');

    await changeCards(page, /Personal Details/);
    await onScreen(page, '/fast-path/personal', 'Tell Us About Yourself', 'lender-offer');
    await page.getByLabel('Middle Name').fill('Chukwuemeka');
    await press(page, 'Next');
    await reviewDeclarationsAndDemographics(page);

    await page.waitForURL('**/borrower-dashboard');
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.waitForURL('**/success');
    await screenshot(page, 'lender-offer-success');
    expect(problems).toEqual([]);
    await context.close();

    const exported = await asLender('/api/ExportMismo', { offerId: offer.offerId });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('application/xml');
    const xml = await exported.text();
    expect(xml).toMatch(/<MiddleName>Chukwuemeka<\/MiddleName>/);
    expect(xml).toContain('State Farm Operations Center');
    expect(xml).toContain('LN-2026-740021');
  });

  it('refuses a borrower session on the service calls, and a lender key on the borrower calls', async () => {
    const withoutKey = await fetch(`${portal.baseUrl}/api/CreateOffer`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(offer),
    });
    expect(withoutKey.status).toBe(401);
    const keyOnBorrowerCall = await fetch(`${portal.baseUrl}/api/GetTrackedBorrowers`, {
      method: 'POST', headers: { authorization: `Bearer ${lenderKey}`, 'content-type': 'application/json' }, body: '{}',
    });
    expect(keyOnBorrowerCall.status).toBe(401);
  });
});
