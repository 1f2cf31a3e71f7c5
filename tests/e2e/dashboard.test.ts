// The borrower dashboard, submit, create-password, login with lockout, the 401 rule and the idle
// timeout, in Chromium against the built portal with the demo offers.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports } from './helpers/browser';
import { jane, luis, startApplication, verifyFromOffer } from './helpers/journey';
import { lookAtBothWidths, screenshot } from './helpers/look';
import { withDesktopPage } from './helpers/desktop-page';
import { usePortalAndBrowser } from './helpers/suite';

const suite = usePortalAndBrowser();

const withContext = (run: (page: Page, context: BrowserContext) => Promise<void>) => withDesktopPage(suite.browser, run);

const main = (page: Page) => page.locator('main').innerText();
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).first().waitFor();

describe('borrower dashboard', () => {
  it("shows Jane's loan, her To Do chip and Start Application; Submit waits for a completed application", async () => {
    await withContext(async (page) => {
      await verifyFromOffer(page, suite.portal.baseUrl, jane);
      await expect.poll(() => main(page)).toContain('Jane Doe');
      const text = await main(page);
      for (const part of ['123 Main St', 'Conventional', '$310,000', '$450,000', 'Jane Doe', 'To Do']) expect(text).toContain(part);
      expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
      // The dashboard has the fast-path layout: the 298 px offer panel on desktop, a drawer at 375 px.
      const panel = page.getByRole('complementary', { name: 'Offer Details' });
      expect((await panel.boundingBox())?.width).toBe(298);
      const summary = await panel.innerText();
      for (const part of ['Current Payment', 'Est. New Payment', 'Est. Monthly Savings', 'Est. Lifetime Savings', '$38,940.00']) {
        expect(summary).toContain(part);
      }
      expect(await panel.getByRole('link', { name: 'Full Offer Details' }).count()).toBe(1);
      expect(await panel.getByRole('link', { name: 'Borrower Home' }).count()).toBe(1);
      await lookAtBothWidths(page, 'dashboard-jane');
      await page.setViewportSize(viewports.mobile);
      expect(await panel.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Offer Details' }).click();
      const drawer = page.getByRole('dialog', { name: 'Offer Details' });
      await drawer.waitFor();
      expect(await drawer.innerText()).toContain('Est. Monthly Savings');
      await screenshot(page, 'dashboard-offer-drawer-375');
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      await page.setViewportSize(viewports.desktop);

      await startApplication(page);
      await page.goto(`${suite.portal.baseUrl}/borrower-dashboard`);
      await h1(page, 'Your Loan Information');
      await page.getByRole('button', { name: /^Return To Application/ }).waitFor();
      await expect.poll(() => main(page)).toContain('In Progress');
    });
  });

  it('collapses and expands the Loan Details facts from the keyboard', async () => {
    await withContext(async (page) => {
      await verifyFromOffer(page, suite.portal.baseUrl, jane);
      const toggle = page.getByRole('button', { name: 'Loan Details' });
      const facts = page.locator(`[id="${(await toggle.getAttribute('aria-controls')) ?? ''}"]`);
      const address = facts.getByText('123 Main St');
      expect(await address.isVisible()).toBe(true);
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await facts.isVisible()).toBe(false);
      expect(await address.isVisible()).toBe(false);
      await lookAtBothWidths(page, 'dashboard-loan-details-collapsed');
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await address.isVisible()).toBe(true);
    });
  });

  it('welcomes Luis back after the offer reset, submits, creates his account and signs him in', async () => {
    await withContext(async (page) => {
      await verifyFromOffer(page, suite.portal.baseUrl, luis);
      const welcome = page.getByRole('dialog', { name: 'Welcome Back!' });
      await welcome.waitFor();
      await lookAtBothWidths(page, 'dashboard-welcome-back');
      const reviewed = page.waitForRequest((r) => r.url().endsWith('/api/UpdateBorrowerReviewedOffer'));
      await welcome.getByRole('button').first().click();
      await reviewed;
      await welcome.waitFor({ state: 'detached' });
      await page.reload();
      await h1(page, 'Your Loan Information');
      expect(await page.getByRole('dialog', { name: 'Welcome Back!' }).count()).toBe(0);

      await expect.poll(() => main(page)).toContain('Completed');
      await page.getByRole('button', { name: /^View Application/ }).waitFor();
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL('**/success');
      await h1(page, "Congrats You're Done!");
      await page.getByRole('link', { name: 'Create Account' }).or(page.getByRole('button', { name: 'Create Account' })).first().click();
      await page.waitForURL('**/create-password');
      await h1(page, 'Finishing Up');
      await lookAtBothWidths(page, 'create-password');
      const password = page.getByLabel(/Password/).first();
      await password.fill('short');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect.poll(() => main(page)).toContain('12');
      expect(await password.inputValue()).toBe('short');
      await password.fill('a-long-enough-password');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect.poll(() => main(page)).toContain('luis.garcia@example.com');
    });

    await withContext(async (page) => {
      await page.goto(`${suite.portal.baseUrl}/login`);
      await page.getByRole('button', { name: /Sign In|Log In|Login/i }).first().click();
      await expect.poll(() => main(page)).toContain('Email Address is a required field.');
      await page.getByLabel(/Email/).fill('luis.garcia@example.com');
      await page.getByLabel(/Password/).fill('a-long-enough-password');
      await page.getByRole('button', { name: /Sign In|Log In|Login/i }).first().click();
      await page.waitForURL('**/borrower-dashboard');
      await h1(page, 'Your Loan Information');
    });
  });

  it('locks an account after 5 failed logins, even against the right password afterwards', async () => {
    await withContext(async (page) => {
      await page.goto(`${suite.portal.baseUrl}/login`);
      const email = page.getByLabel(/Email/);
      const password = page.getByLabel(/Password/);
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await email.fill('grace.lee@example.com');
        await password.fill(`wrong-password-${attempt}`);
        await page.getByRole('button', { name: /Sign In|Log In|Login/i }).first().click();
        if (attempt < 5) await expect.poll(() => main(page)).toContain('incorrect');
      }
      await page.waitForURL('**/account-locked');
      await page.goto(`${suite.portal.baseUrl}/login`);
      await page.getByLabel(/Email/).fill('grace.lee@example.com');
      await page.getByLabel(/Password/).fill('bluebird-demo-2023');
      await page.getByRole('button', { name: /Sign In|Log In|Login/i }).first().click();
      await page.waitForURL('**/account-locked');
    });
  });
});

describe('sessions', () => {
  it('answers a 401 with "Session ended. Re-verify your identity." and the verify page', async () => {
    await withContext(async (page, context) => {
      await verifyFromOffer(page, suite.portal.baseUrl, jane);
      await context.clearCookies();
      await page.reload();
      await page.waitForURL('**/verify');
      await expect.poll(() => page.locator('body').innerText()).toContain('Session ended. Re-verify your identity.');
    });
  });

  it('times out after 300 s without activity and offers Sign In back to verify', async () => {
    await withContext(async (page) => {
      await page.clock.install();
      await verifyFromOffer(page, suite.portal.baseUrl, jane);
      const polls: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/GetOfferStatus')) polls.push(r.url());
      });
      await page.clock.fastForward('04:00');
      // The dashboard polls the offer status every 60 s while the window has focus.
      await expect.poll(() => polls.length).toBeGreaterThan(0);
      expect(page.url()).toMatch(/borrower-dashboard$/);
      await page.clock.fastForward('01:05');
      await page.waitForURL('**/session-timeout');
      await h1(page, /./);
      expect(await main(page)).toContain('Your session has timed out due to inactivity.');
      await page.getByRole('button', { name: 'Sign In' }).or(page.getByRole('link', { name: 'Sign In' })).first().click();
      await page.waitForURL('**/verify');
    });
  });
});
