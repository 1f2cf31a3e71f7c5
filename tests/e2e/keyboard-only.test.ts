// Keyboard only: from the offer through First Things First to a saved personal screen with Tab, typing, Space and
// Enter; no clicks.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, viewports } from './helpers/browser';
import { usePortalAndBrowser } from './helpers/suite';

const suite = usePortalAndBrowser();

/** Presses Tab until `focused` (a page expression) is true; fails after 40 presses. */
async function tabUntil(page: Page, focused: string, what: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(focused)) return;
  }
  throw new Error(`Tab never reached ${what}`);
}

const tabToSelector = (page: Page, selector: string) =>
  tabUntil(page, `document.activeElement?.matches(${JSON.stringify(selector)}) ?? false`, selector);

describe('keyboard-only use', () => {
  it('consents, verifies and saves the personal screen without a pointer', async () => {
    const context = await suite.browser.newContext({ viewport: viewports.desktop });
    const { page, problems } = await openPage(context);
    await page.goto(`${suite.portal.baseUrl}/offer/1001/5001`);
    await page.getByRole('button', { name: 'Reduce Payment' }).waitFor();

    await tabUntil(page, `document.activeElement?.textContent?.trim() === 'Reduce Payment'`, 'Reduce Payment');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/verify');
    // The form is a lazy chunk: wait for it as a user would before tabbing.
    await page.getByLabel('Last 6 digits of SSN or ITIN').waitFor();

    await tabToSelector(page, '#root_ssn');
    await page.keyboard.type('123456');
    await tabToSelector(page, '#root_dateOfBirth');
    await page.keyboard.type('01151980');
    await page.keyboard.press('Enter');
    // First Things First: choose the Personal Details card with Space, Continue To Make Changes with Enter.
    await page.waitForURL('**/fast-path');
    await page.getByRole('checkbox', { name: 'Personal Details' }).waitFor();
    await tabUntil(page, `document.activeElement?.getAttribute('aria-labelledby') === 'card-personal-details-title'`, 'Personal Details');
    await page.keyboard.press('Space');
    await tabUntil(page, `document.activeElement?.textContent?.trim() === 'Continue To Make Changes'`, 'Continue To Make Changes');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/fast-path/personal');
    await page.getByRole('heading', { level: 1, name: 'Tell Us About Yourself' }).waitFor();
    await page.getByLabel('Married', { exact: true }).waitFor();

    // Jane has no marital status on file: reach the group, pick with the arrow keys, submit with Enter.
    await tabToSelector(page, '#root_maritalStatus-0');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByLabel('Separated', { exact: true }).isChecked()).toBe(true);
    await tabToSelector(page, 'button[type="submit"]');
    await page.keyboard.press('Enter');
    // The fast path goes on to the declarations.
    await page.waitForURL('**/fast-path/declarations');

    await page.goto(`${suite.portal.baseUrl}/info/personal`);
    await page.getByRole('heading', { level: 1, name: 'Tell Us About Yourself' }).waitFor();
    expect(await page.getByLabel('Separated', { exact: true }).isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
