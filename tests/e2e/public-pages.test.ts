// Every public page of portal-journey section 2 that needs no offer data, in Chromium against the
// built portal: its heading and text, axe-core and screenshots at 1280 px and 375 px.
import { describe, expect, it } from 'vitest';
import { openPage, viewports } from './helpers/browser';
import { lookAtBothWidths } from './helpers/look';
import { usePortalAndBrowser } from './helpers/suite';

const suite = usePortalAndBrowser();
const supportPhone = '844-666-3337';

interface PublicPage {
  path: string;
  heading: string | RegExp;
  texts?: string[];
  support?: boolean;
}

const pages: PublicPage[] = [
  { path: '/terms-of-use', heading: /Terms of Use/i, texts: ['Severability', 'Indemnification', 'Governing Law'] },
  { path: '/loan-not-found', heading: 'No Loan Info Found', texts: ['We were not able to find a loan associated with the information provided.'] },
  { path: '/account-locked', heading: 'Account Locked', support: true },
  { path: '/already-submitted', heading: 'Loan Already Submitted', support: true },
  { path: '/no-active-offers', heading: 'No Active Offers', support: true },
  { path: '/no-offer-details', heading: /./, texts: ['offer link'], support: true },
  { path: '/under-maintenance', heading: 'Under Maintenance', support: true },
  { path: '/session-timeout', heading: /./, texts: ['Your session has timed out due to inactivity.'], support: true },
  { path: '/oops', heading: 'Uh-oh', texts: ['An unexpected error has occurred while processing your request. Please try again.'] },
  { path: '/no/such/page', heading: 'Oh, no', texts: ["The page you're looking for is unavailable or doesn't exist."] },
];

describe('public pages in Chromium', () => {
  for (const spec of pages) {
    it(`shows ${spec.path}`, async () => {
      const context = await suite.browser.newContext({ viewport: viewports.desktop });
      const { page, problems } = await openPage(context);
      await page.goto(`${suite.portal.baseUrl}${spec.path}`);
      await page.getByRole('heading', { level: 1, name: spec.heading }).first().waitFor();
      const main = await page.locator('main').innerText();
      for (const text of spec.texts ?? []) expect(main).toContain(text);
      if (spec.support) expect(main).toContain(supportPhone);
      await lookAtBothWidths(page, `public${spec.path.replace(/\//g, '-')}`);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('shows the home landing page when the landing-page flag is on, for / and /home', async () => {
    const context = await suite.browser.newContext({ viewport: viewports.desktop });
    const { page, problems } = await openPage(context);
    for (const path of ['/', '/home']) {
      await page.goto(`${suite.portal.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByRole('heading', { level: 1 }).first().innerText()).not.toBe('Oh, no');
      expect(await page.locator('main').innerText()).toContain(supportPhone);
    }
    const call = page.locator('main a[href^="tel:"]').first();
    expect(await call.count()).toBe(1);
    // The hero image differs at 768 px or less; the browser picks the source after the resize, not at once.
    const hero = () => page.locator('main picture img').first().evaluate((img) => (img as HTMLImageElement).currentSrc);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(hero).not.toBe('');
    const wide = await hero();
    await page.setViewportSize({ width: 768, height: 900 });
    await expect.poll(hero).not.toBe(wide);
    await page.setViewportSize(viewports.desktop);
    await lookAtBothWidths(page, 'public-home');
    // The CSP has no 'unsafe-inline': every <style> the page adds carries the page's nonce.
    const styles = await page.evaluate(() => [...document.querySelectorAll('style')].map((tag) => tag.nonce !== ''));
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.every(Boolean)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the terms of use linked from the footer and the light/dark choice across pages', async () => {
    const context = await suite.browser.newContext({ viewport: viewports.desktop });
    const { page } = await openPage(context);
    await page.goto(`${suite.portal.baseUrl}/oops`);
    await page.locator('footer').getByRole('link', { name: /Terms of Use/i }).click();
    await page.waitForURL('**/terms-of-use');
    const privacyHref = await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).getAttribute('href');
    const privacy = await page.request.get(`${suite.portal.baseUrl}${privacyHref}`);
    expect(privacy.status()).toBe(200);
    expect(await privacy.text()).toContain('<h1>Privacy Policy</h1>');
    const footer = await page.locator('footer').innerText();
    expect(footer).toContain('3038');
    expect(footer).toContain('2023');
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.getByRole('switch', { name: /dark/i }).first().click();
    await expect.poll(background).not.toBe(light);
    const dark = await background();
    await page.goto(`${suite.portal.baseUrl}/loan-not-found`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await background()).toBe(dark);
    await context.close();
  });
});
