// The offer landing arrives rendered: without any script the borrower reads the offer, styled, in the mode chosen in
// this browser; with scripts the browser hydrates the server's markup (its nodes stay, no console error), stores the
// link's ids and works as before.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports } from './helpers/browser';
import { jane } from './helpers/journey';
import { expectAccessible, screenshot } from './helpers/look';
import { usePortalAndBrowser } from './helpers/suite';
import { newPage } from './helpers/verified-page';

const suite = usePortalAndBrowser();

/** Records whether the server's heading ever leaves the document (a fresh render would replace it). */
const watchHeading = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { headingReplaced: boolean };
    w.headingReplaced = false;
    new MutationObserver((changes) => {
      for (const change of changes) for (const node of change.removedNodes) if (node instanceof Element && (node.matches('h1') || node.querySelector('h1'))) w.headingReplaced = true;
    }).observe(document, { childList: true, subtree: true });
  });
const headingReplaced = (page: Page) => page.evaluate(() => (window as unknown as { headingReplaced: boolean }).headingReplaced);
const landing = () => `${suite.portal.baseUrl}/offer/${jane.offerId}/${jane.userId}`;

describe('the server-rendered offer landing', () => {
  it('shows the offer, styled, with no script at all', async () => {
    for (const viewport of [viewports.desktop, viewports.mobile]) {
      const context = await suite.browser.newContext({ viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(landing());
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Welcome, Jane Doe!');
      expect(await page.getByRole('button', { name: 'Reduce Payment' }).isVisible()).toBe(true);
      const heroBackground = await page.locator('dd', { hasText: '$324.50' }).evaluate((dd) => getComputedStyle(dd.parentElement!).backgroundColor);
      expect(heroBackground).not.toBe('rgba(0, 0, 0, 0)');
      await screenshot(page, `rendered-landing-no-script-${viewport.width}`);
      await context.close();
    }
  });

  it('is hydrated, not drawn again, in light and dark, and stores the link for the steps after it', async () => {
    const { context, page, problems } = await newPage(suite, viewports.mobile);
    await watchHeading(page);
    for (const mode of ['light', 'dark'] as const) {
      await page.goto(landing());
      await page.waitForFunction(() => sessionStorage.getItem('offerId') !== null);
      expect(await headingReplaced(page)).toBe(false);
      expect(await page.evaluate(() => [sessionStorage.getItem('offerId'), sessionStorage.getItem('userVerified')])).toEqual(['"1001"', 'false']);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await expectAccessible(page);
      await screenshot(page, `rendered-landing-375-${mode}`);
      if (mode === 'light') await page.getByRole('switch', { name: 'Dark mode' }).click();
    }
    expect(await page.getByRole('switch', { name: 'Dark mode' }).getAttribute('aria-checked')).toBe('true');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('in Spanish, and the home page and a page that says where the borrower stands, are hydrated too', async () => {
    const context = await suite.browser.newContext({ viewport: viewports.desktop, locale: 'es-US' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    await watchHeading(page);
    for (const [path, heading] of [[`/offer/${jane.offerId}/${jane.userId}`, '¡Le damos la bienvenida, Jane Doe!'], ['/home', null], ['/account-locked', null]] as const) {
      await page.goto(`${suite.portal.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForFunction(() => document.getElementById('root')?.firstElementChild && Object.keys(document.getElementById('root')!.firstElementChild!).some((key) => key.startsWith('__react')));
      if (heading) expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      expect(await headingReplaced(page)).toBe(false);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
