// Offer status routing (portal-journey section 4) with the demo offers, the guard rules of sections
// 4 and 6, consent from the consent page, and maintenance mode switched by the server setting.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookAtBothWidths } from './helpers/look';
import { startPortal, type PortalServer } from './helpers/portal-server';
import { withDesktopPage } from './helpers/desktop-page';
import { usePortalAndBrowser } from './helpers/suite';

const suite = usePortalAndBrowser();

const withPage = (run: (page: Page) => Promise<void>) => withDesktopPage(suite.browser, run);

const open = (page: Page, path: string) => page.goto(`${suite.portal.baseUrl}${path}`);
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).first().waitFor();
/** The landing is drawn by the server: the tab holds the offer's ids only once the browser has taken it over. */
const landing = async (page: Page, path: string, name: RegExp) => {
  await open(page, path);
  await h1(page, name);
  await page.waitForFunction(() => sessionStorage.getItem('offerId') !== null);
};

/** Opens `path` and waits for the redirect to `route`. */
async function redirects(page: Page, path: string, route: string) {
  await open(page, path);
  await page.waitForURL(`**/${route}`);
}

/** Opens `path` and waits for the redirect to `route` and its heading. */
async function landsOn(page: Page, path: string, route: string, heading: string) {
  await redirects(page, path, route);
  await h1(page, heading);
}

describe('offer status routing with the demo offers', () => {
  it('1001 Jane Doe, New: shows the offer landing', async () => {
    await withPage(async (page) => {
      await open(page, '/offer/1001/5001');
      await h1(page, /Jane Doe/);
      await lookAtBothWidths(page, 'offer-1001-landing');
    });
  });

  it('1003 Luis Garcia, consent already signed: goes straight to verify', async () => {
    await withPage(async (page) => {
      await landsOn(page, '/offer/1003/5004', 'verify', 'Verify Your Identity');
      await lookAtBothWidths(page, 'offer-1003-verify');
    });
  });

  it.each([
    ['1004 Grace Lee, Submitted: Loan Already Submitted', '/offer/1004/5005', 'already-submitted', 'Loan Already Submitted'],
    ['1006 Pat Quinn, locked: Account Locked', '/offer/1006/5007', 'account-locked', 'Account Locked'],
    ['1008 inactive offer: No Active Offers', '/offer/1008/5010', 'no-active-offers', 'No Active Offers'],
    ['an unknown offer: No Loan Info Found', '/offer/9999/5001', 'loan-not-found', 'No Loan Info Found'],
  ])('%s', async (_name, path, route, heading) => {
    await withPage((page) => landsOn(page, path, route, heading));
  });

  it('1005 Omar Khan, Invalid: Offer Has Changed with the property address', async () => {
    await withPage(async (page) => {
      await landsOn(page, '/offer/1005/5006', 'offer-changed', 'Offer Has Changed');
      await expect.poll(() => page.locator('main').innerText()).toMatch(/\d+ \w+/);
      await lookAtBothWidths(page, 'offer-1005-offer-changed');
    });
  });

  it('1007 Pending Consent: Ana (consented) sees "Almost Done" naming Carlos; Carlos consents on Action Needed and is done', async () => {
    await withPage(async (page) => {
      await landsOn(page, '/offer/1007/5008', 'success', "Congrats You're Almost Done!");
      await expect.poll(() => page.locator('main').innerText()).toContain('Carlos Lopez');
      await lookAtBothWidths(page, 'offer-1007-success-almost');
    });
    await withPage(async (page) => {
      await landsOn(page, '/offer/1007/5009', 'consent', 'Action Needed');
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
      await redirects(page, '/offer/1007/5008', 'already-submitted');
    });
  });

  it('1002 John Smith: Reduce Payment records consent and goes to verify; the link then skips the landing', async () => {
    await withPage(async (page) => {
      await open(page, '/offer/1002/5002');
      await h1(page, /John Smith/);
      await page.getByRole('button', { name: 'Reduce Payment' }).click();
      await page.waitForURL('**/verify');
      await redirects(page, '/offer/1002/5002', 'verify');
    });
  });
});

describe('guard rules', () => {
  it('sends a visitor with no verify data to no-offer-details, an unverified one to verify, a locked one to home', async () => {
    await withPage(async (page) => {
      await redirects(page, '/borrower-dashboard', 'no-offer-details');
      await landing(page, '/offer/1001/5001', /Jane Doe/);
      await redirects(page, '/borrower-dashboard', 'verify');
      await page.evaluate(() => sessionStorage.setItem('userLocked', 'true'));
      await redirects(page, '/borrower-dashboard', 'home');
    });
  });

  it('offer-details shows the offer with Return To Application going back one page', async () => {
    await withPage(async (page) => {
      await landing(page, '/offer/1001/5001', /Jane Doe/);
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
