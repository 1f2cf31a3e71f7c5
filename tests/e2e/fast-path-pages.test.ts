// Fast-path pages in Chromium against the built portal, on fresh demo data: Luis Garcia opens Prior Loan
// Info by its dashboard arrow and meets "Are All Your Assets Listed?"; John Smith's Current Address card walks the
// address list, contact and the language preference that follows it in the flow file, Back included.
import { describe, expect, it } from 'vitest';
import { viewports } from './helpers/browser';
import { john, luis } from './helpers/journey';
import { lookAtBothWidths } from './helpers/look';
import { changeCards, onScreen, pressTo, progressStrip } from './helpers/fast-path';
import { walkFlow } from './helpers/flow-walk';
import { usePortalAndBrowser } from './helpers/suite';
import { identifiedPage } from './helpers/verified-page';
import { mainText, press } from './helpers/walk';

const suite = usePortalAndBrowser();
const { nextToNode } = walkFlow('fast-path');

describe('fast-path pages in Chromium', () => {
  it('Luis opens Prior Loan Info by its dashboard arrow: the Assets card, "Are All Your Assets Listed?", back to the dashboard', async () => {
    const { context, page, problems } = await identifiedPage(suite, luis);
    // Completed application: the dashboard, after the Welcome Back! dialog (his offer was reset).
    await page.waitForURL('**/borrower-dashboard');
    const welcome = page.getByRole('dialog', { name: 'Welcome Back!' });
    await welcome.waitFor();
    await welcome.getByRole('button').first().click();
    await welcome.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Review Prior Loan Info: Luis Garcia' }).click();

    await onScreen(page, '/fast-path', 'First Things First');
    // VA loan: no employer card; investment property with the real-estate flag: the Assets card.
    expect(await page.getByRole('checkbox').count()).toBe(3);
    await changeCards(page, /Assets/);
    await onScreen(page, '/fast-path/assets-and-properties', 'Are All Your Assets Listed?');
    const text = await mainText(page);
    expect(text).toContain('Review the accounts and real estate on file for your investment property and add any that are missing.');
    for (const part of ['Accounts', 'Real Estate Properties', '88 Harbor View Rd', 'Prairie State Mortgage']) expect(text).toContain(part);
    await lookAtBothWidths(page, 'fast-path-assets-and-properties');
    // An asset's page and back to the list.
    await page.getByRole('link', { name: 'Add Asset' }).click();
    await page.waitForURL('**/fast-path/add-asset');
    await pressTo(page, 'Back', '/fast-path/assets-and-properties', 'Are All Your Assets Listed?');
    await press(page, 'Next');
    await page.waitForURL('**/borrower-dashboard');
    await page.locator('h1', { hasText: 'Your Loan Information' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('John changes his current address card: the address list, contact, his preferred language, then the declarations', async () => {
    const { context, page, problems } = await identifiedPage(suite, john, viewports.mobile);
    await onScreen(page, '/fast-path', 'First Things First');
    await changeCards(page, /Current Address/);
    await onScreen(page, '/fast-path/address-list', 'Your Addresses');
    await pressTo(page, 'Next', '/fast-path/contact', 'How Do We Reach You?');
    await pressTo(page, 'Back', '/fast-path/address-list', 'Your Addresses');
    await pressTo(page, 'Back', '/fast-path', 'First Things First');
    await changeCards(page, /Current Address/);
    await onScreen(page, '/fast-path/address-list', 'Your Addresses');
    await pressTo(page, 'Next', '/fast-path/contact', 'How Do We Reach You?');
    await nextToNode(page, 'fast-path/preferred-language');
    // The question is optional: Next with nothing chosen goes on.
    await nextToNode(page, 'fast-path/declarations');
    expect(await progressStrip(page).innerText()).toMatch(/Prior Loan Info[\s\S]*Done/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
