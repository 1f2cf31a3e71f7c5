// Sign-in in Chromium against the built portal, through its own OpenID provider: /login starts at the provider,
// which shows the portal's sign-in page; the password sends the browser back with a code that opens the session.
// Then the session is refreshed with the provider's refresh token, and signing out ends the sign-in there too.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, viewports } from './helpers/browser';
import { lookAtBothWidths } from './helpers/look';
import { usePortalAndBrowser } from './helpers/suite';

const suite = usePortalAndBrowser();
const grace = { email: 'grace.lee@example.com', password: 'bluebird-demo-2023' };

const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign In' });

async function atSignInPage(page: Page): Promise<string> {
  await page.goto(`${suite.portal.baseUrl}/login`);
  await page.waitForURL(/\/login\/[\w-]+$/);
  await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
  return new URL(page.url()).pathname;
}

describe('sign-in through the portal\'s own OpenID provider', () => {
  it('signs Grace in, refreshes her session, signs her out, and asks for the password again after', async () => {
    const context = await suite.browser.newContext({ viewport: viewports.desktop });
    const { page, problems } = await openPage(context);
    try {
      const first = await atSignInPage(page);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await lookAtBothWidths(page, 'sign-in');

      // A wrong password is told under the form, which keeps the email.
      await page.getByLabel('Email Address').fill(grace.email);
      await page.getByLabel('Password').fill('not-her-password');
      await signInButton(page).click();
      await page.getByText('The email address or password you entered is incorrect.').waitFor();
      expect(await page.getByLabel('Email Address').inputValue()).toBe(grace.email);

      await page.getByLabel('Password').fill(grace.password);
      await signInButton(page).click();
      await page.waitForURL('**/borrower-dashboard');
      await page.getByRole('heading', { level: 1, name: 'Your Loan Information' }).waitFor();
      // The browser holds the session cookie and the CSRF value only: no token of the provider's.
      const stored = await page.evaluate(() => JSON.stringify({ ...window.sessionStorage, ...window.localStorage }));
      expect(stored).not.toMatch(/eyJ|refresh/i);
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'portal_session')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

      const refresh = await page.evaluate(async () => {
        const csrf = JSON.parse(window.sessionStorage.getItem('loginEnd') ?? '""') as string;
        return (await fetch('/oauth-agent/refresh', { method: 'POST', headers: { 'x-origination-csrf': csrf } })).status;
      });
      expect(refresh).toBe(204);

      await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
      await page.waitForURL('**/signed-out');
      await page.getByRole('heading', { level: 1, name: 'You Have Signed Out' }).waitFor();

      // Signing in again asks for the password: the provider no longer knows this browser.
      const second = await atSignInPage(page);
      expect(second).not.toBe(first);
      expect(await signInButton(page).count()).toBe(1);
      expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
