// Offer status routing (portal-journey section 4) with the demo offers, the guard rules of sections
// 4 and 6, consent from the consent page, and maintenance mode switched by the server setting.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, viewports } from './helpers/browser';
import { lookAtBothWidths } from './helpers/look';
import { startPortal, type PortalServer } from './helpers/portal-server';
import { usePortalAndBrowser } from './helpers/suite';

const suite = usePortalAndBrowser();

async function withPage(run: (page: Page) => Promise<void>): Promise<void> {
  const context = await suite.browser.newContext({ viewport: viewports.desktop });
  const { page, problems } = await openPage(context);
  try {
    await run(page);
    expect(problems.filter((p) => !p.includes('status of 4'))).toEqual([]);
  } finally {
    await context.close();
  }
}

const open = (page: Page, path: string) => page.goto(`${suite.portal.baseUrl}${path}`);
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).first().waitFor();

describe('offer status routing with the demo offers', () => {
  it('1001 Jane Doe, New: shows the offer landing with the loading screen first', async () => {
    await withPage(async (page) => {
      await open(page, '/offer/1001/5001');
      await h1(page, /Jane Doe/);
      await lookAtBothWidths(page, 'offer-1001-landing');
    });
  });

  it('1003 Luis Garcia, consent already signed: goes straight to verify', async () => {
    await withPage(async (page) => {
      await open(page, '/offer/1003/5004');
      await page.waitForURL('**/verify');
      await h1(page, 'Verify Your Identity');
      await lookAtBothWidths(page, 'offer-1003-verify');
    });
  });

  it('1004 Grace Lee, Submitted: Loan Already Submitted', async () => {
    await withPage(async (page) => {
      await open(page, '/offer/1004/5005');
      await page.waitForURL('**/already-submitted');
      await h1(page, 'Loan Already Submitted');
    });
  });

  it('1005 Omar Khan, Invalid: Offer Has Changed with the property address', async () => {
    await withPage(async (page) => {
      await open(page, '/offer/1005/5006');
      await page.waitForURL('**/offer-changed');
      await h1(page, 'Offer Has Changed');
      await expect.poll(() => page.locator('main').innerText()).toMatch(/\d+ \w+/);
      await lookAtBothWidths(page, 'offer-1005-offer-changed');
    });
  });

  it('1006 Pat Quinn, locked: Account Locked', async () => {
    await withPage(async (page) => {
      await open(page, '/offer/1006/5007');
      await page.waitForURL('**/account-locked');
      await h1(page, 'Account Locked');
    });
  });

  it('1008 inactive offer: No Active Offers; an unknown offer: No Loan Info Found', async () => {
    await withPage(async (page) => {
      await open(page, '/offer/1008/5010');
      await page.waitForURL('**/no-active-offers');
      await h1(page, 'No Active Offers');
      await open(page, '/offer/9999/5001');
      await page.waitForURL('**/loan-not-found');
      await h1(page, 'No Loan Info Found');
    });
  });

  it('1007 Pending Consent: Ana (consented) sees "Almost Done" naming Carlos; Carlos consents on Action Needed and is done', async () => {
    await withPage(async (page) => {
      await open(page, '/offer/1007/5008');
      await page.waitForURL('**/success');
      await h1(page, "Congrats You're Almost Done!");
      await expect.poll(() => page.locator('main').innerText()).toContain('Carlos Lopez');
      await lookAtBothWidths(page, 'offer-1007-success-almost');
    });
    await withPage(async (page) => {
      await open(page, '/offer/1007/5009');
      await page.waitForURL('**/consent');
      await h1(page, 'Action Needed');
      await expect.poll(() => page.locator('main').innerText()).toContain('Ana Lopez');
      await lookAtBothWidths(page, 'offer-1007-consent');
      await page.getByRole('button', { name: 'Agree' }).click();
      await page.waitForURL('**/success');
      await h1(page, "Congrats You're Done!");
      expect(await page.locator('main').innerText()).not.toContain('Carlos Lopez');
      await lookAtBothWidths(page, 'offer-1007-success-done');
    });
    await withPage(async (page) => {
      // Submitted once every borrower consented.
      await open(page, '/offer/1007/5008');
      await page.waitForURL('**/already-submitted');
    });
  });

  it('1002 John Smith: Reduce Payment records consent and goes to verify; the link then skips the landing', async () => {
    await withPage(async (page) => {
      await open(page, '/offer/1002/5002');
      await h1(page, /John Smith/);
      await page.getByRole('button', { name: 'Reduce Payment' }).click();
      await page.waitForURL('**/verify');
      await open(page, '/offer/1002/5002');
      await page.waitForURL('**/verify');
    });
  });
});

describe('guard rules', () => {
  it('sends a visitor with no verify data to no-offer-details, an unverified one to verify, a locked one to home', async () => {
    await withPage(async (page) => {
      await open(page, '/borrower-dashboard');
      await page.waitForURL('**/no-offer-details');
      await open(page, '/offer/1001/5001');
      await h1(page, /Jane Doe/);
      await open(page, '/borrower-dashboard');
      await page.waitForURL('**/verify');
      await page.evaluate(() => sessionStorage.setItem('userLocked', 'true'));
      await open(page, '/borrower-dashboard');
      await page.waitForURL('**/home');
    });
  });

  it('offer-details shows the offer with Return To Application going back one page', async () => {
    await withPage(async (page) => {
      await open(page, '/offer/1001/5001');
      await h1(page, /Jane Doe/);
      await open(page, '/terms-of-use');
      await open(page, '/offer-details');
      await expect.poll(() => page.locator('main').innerText()).toContain('$324.50');
      await lookAtBothWidths(page, 'offer-details');
      await page.getByRole('button', { name: 'Return To Application' }).click();
      await page.waitForURL('**/terms-of-use');
    });
  });
});

describe('maintenance mode', () => {
  let maintained: PortalServer | undefined;
  beforeAll(async () => {
    maintained = await startPortal({ MAINTENANCE_MODE: 'true' });
  });
  afterAll(async () => maintained?.stop());

  it('sends every offer link to Under Maintenance while the server setting is on', async () => {
    await withPage(async (page) => {
      await page.goto(`${maintained?.baseUrl}/offer/1001/5001`);
      await page.waitForURL('**/under-maintenance');
      await h1(page, 'Under Maintenance');
    });
  });
});
