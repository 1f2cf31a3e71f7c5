// Sign Out in Chromium against the built portal: the header's control ends the server session, clears the
// session storage and the cached data, and lands on the signed-out page; Back and reload show nothing personal,
// and the old session answers 401.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sessionKeys } from '../../src/app/state/session-storage';
import { openPage, viewports } from './helpers/browser';
import { luis, verifyFromOffer } from './helpers/journey';
import { expectAccessible, lookAtBothWidths, screenshot } from './helpers/look';
import { usePortalAndBrowser } from './helpers/suite';

const suite = usePortalAndBrowser();

async function withContext(
  viewport: { width: number; height: number },
  run: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const context = await suite.browser.newContext({ viewport });
  const { page, problems } = await openPage(context);
  try {
    await run(page, context);
    // The 401s the test asks for on purpose show up as failed resources, nothing else may.
    expect(problems.filter((p) => !/status of 401/.test(p))).toEqual([]);
  } finally {
    await context.close();
  }
}

const bodyText = (page: Page) => page.locator('body').innerText();
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).first().waitFor();
const signOutButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Sign Out' });

/** The spec's session storage keys still held by the page. */
const storedSessionKeys = (page: Page) =>
  page.evaluate((keys) => keys.filter((key) => window.sessionStorage.getItem(key) !== null), [...sessionKeys]);

/** A guarded call made from the page with the given CSRF value: its HTTP status. */
const trackedBorrowersStatus = (page: Page, csrf: string) =>
  page.evaluate(async (token) => {
    const response = await fetch('/api/GetTrackedBorrowers', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'x-csrf-token': token },
      body: '{}',
    });
    return response.status;
  }, csrf);

/** Luis (consent already signed) from his offer link to the dashboard, past Welcome Back!. */
async function luisOnDashboard(page: Page): Promise<void> {
  await verifyFromOffer(page, suite.portal.baseUrl, luis);
  const welcome = page.getByRole('dialog', { name: 'Welcome Back!' });
  await welcome.waitFor();
  await welcome.getByRole('button').first().click();
  await welcome.waitFor({ state: 'detached' });
  await expect.poll(() => page.locator('main').innerText()).toContain('Luis Garcia');
}

describe('Sign Out', () => {
  it('ends the session from the dashboard; Back and reload show nothing personal; the old session answers 401', async () => {
    await withContext(viewports.desktop, async (page, context) => {
      await luisOnDashboard(page);
      const loanFacts = await page.getByRole('region', { name: 'Loan Details' }).locator('dd').allInnerTexts();
      expect(loanFacts.length).toBe(4);
      const personal = ['Luis', 'Garcia', ...loanFacts];
      const csrf = JSON.parse((await page.evaluate(() => window.sessionStorage.getItem('loginEnd'))) ?? 'null') as string;
      expect(csrf).toBeTruthy();
      const sessionCookies = await context.cookies();
      expect(sessionCookies.some((c) => c.name === 'portal_session')).toBe(true);
      await lookAtBothWidths(page, 'sign-out-dashboard');

      // By keyboard: the control is labelled and reachable in the header.
      await signOutButton(page).focus();
      const [logout] = await Promise.all([
        page.waitForRequest((r) => r.url().endsWith('/oauth-agent/logout')),
        page.keyboard.press('Enter'),
      ]);
      expect(logout.headers()['x-origination-csrf']).toBe(csrf);
      await page.waitForURL('**/signed-out');
      await h1(page, 'You Have Signed Out');
      const signedOut = await page.locator('main').innerText();
      expect(signedOut).toContain('You have signed out');
      expect(await page.locator('main').getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/offer/1003/5004');
      for (const text of personal) expect(await bodyText(page)).not.toContain(text);
      expect(await storedSessionKeys(page)).toEqual([]);
      expect(await signOutButton(page).count()).toBe(0);
      await lookAtBothWidths(page, 'signed-out');

      // Back to the dashboard's address: the guard sends the signed-out browser away, and nothing personal shows.
      await page.goBack();
      await page.waitForURL('**/no-offer-details');
      await h1(page, /./);
      for (const text of personal) expect(await bodyText(page)).not.toContain(text);
      await page.reload();
      await h1(page, /./);
      expect(page.url()).toMatch(/\/no-offer-details$/);
      for (const text of personal) expect(await bodyText(page)).not.toContain(text);

      // The server session is gone: the old CSRF value answers 401, even with the old cookie put back.
      expect(await trackedBorrowersStatus(page, csrf)).toBe(401);
      await context.addCookies(sessionCookies);
      expect(await trackedBorrowersStatus(page, csrf)).toBe(401);
    });
  });

  it('signs an account holder out at 375 px and offers the way back in', async () => {
    await withContext(viewports.mobile, async (page) => {
      await page.goto(`${suite.portal.baseUrl}/login`);
      await page.getByLabel(/Email/).fill('grace.lee@example.com');
      await page.getByLabel(/Password/).fill('bluebird-demo-2023');
      await page.getByRole('button', { name: /Sign In|Log In|Login/i }).first().click();
      await page.waitForURL('**/borrower-dashboard');
      await h1(page, 'Your Loan Information');
      // At 375 px the header hands Sign Out to its menu.
      expect(await signOutButton(page).count()).toBe(0);
      await page.getByRole('button', { name: 'Menu' }).click();
      const signOut = page.getByRole('button', { name: 'Sign Out' });
      expect(await signOut.count()).toBe(1);
      const box = await signOut.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewports.mobile.width && box.height >= 44).toBe(true);
      await expectAccessible(page);
      await screenshot(page, 'sign-out-menu-375');
      await signOut.click();
      await page.waitForURL('**/signed-out');
      await h1(page, 'You Have Signed Out');
      expect(await page.locator('main').getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/offer/1004/5005');
      expect(await bodyText(page)).not.toContain('Grace');
      expect(await storedSessionKeys(page)).toEqual([]);
      await page.goBack();
      await page.waitForURL('**/no-offer-details');
      expect(await bodyText(page)).not.toContain('Grace');
    });
  });
});
