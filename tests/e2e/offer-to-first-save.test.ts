// In real Chromium against the built portal: offer landing ->
// Reduce Payment -> verify -> personal screen -> save -> reload and a new browser show the saved values.
// axe-core runs on every page; no page may log a console error or a CSP violation.
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { invalidAnswer, requiredMessage } from '../helpers/screen-examples';
import { seriousViolations } from './helpers/axe';
import { viewports } from './helpers/browser';
import { jane, savePersonalAndReopen, startApplication } from './helpers/journey';
import { usePortalAndBrowser } from './helpers/suite';
import { newPage, verifiedPage } from './helpers/verified-page';

const shots = process.env.E2E_SCREENSHOTS_DIR ?? '';
const suite = usePortalAndBrowser();

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

describe('offer to first save in Chromium', () => {
  it('takes Jane from her offer to a saved personal screen', async () => {
    const watched = await newPage(suite);
    const { context } = watched;
    const { page } = watched;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await page.goto(`${suite.portal.baseUrl}/offer/1001/5001`);
    await page.getByRole('heading', { level: 1, name: /Jane Doe/ }).waitFor();
    const landing = await page.locator('main').innerText();
    for (const figure of ['$2,150.00', '$1,825.50', '$324.50', '$38,940.00', 'Sam Carter', 'Bluebird Home Loans', '123 Main St']) {
      expect(landing).toContain(figure);
    }
    expect(requested.filter((url) => /\/assets\/(runtime|personal|verify|FormScreen)-/.test(url))).toEqual([]);
    await expectAccessible(page);
    await screenshot(page, 'landing-desktop');

    await page.getByRole('button', { name: 'Reduce Payment' }).click();
    await page.waitForURL('**/verify');
    await page.getByRole('heading', { level: 1, name: 'Verify Your Identity' }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const ssn = page.getByLabel('Last 6 digits of SSN or ITIN');
    await expect.poll(() => page.locator('main').innerText()).toContain(
      'Social Security Number (SSN) or Individual Taxpayer ID (ITIN) must be at least 6 digits.',
    );
    expect(await ssn.evaluate((el) => el === document.activeElement)).toBe(true);
    const describedBy = (await ssn.getAttribute('aria-describedby')) ?? '';
    const errorIds = describedBy.split(' ').filter((id) => id.endsWith('__error'));
    expect(errorIds.length).toBe(1);
    expect(await page.locator(`[id="${errorIds[0]}"]`).innerText()).toContain('must be at least 6 digits');
    await expectAccessible(page);

    // Errors clear on change (spec: identity form), in the field and in the summary.
    await ssn.fill('9');
    await expect.poll(() => page.locator('main').innerText()).not.toContain('must be at least 6 digits');
    await ssn.fill('999999');
    await page.getByLabel('Date of Birth').fill('01151980');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Loan Not Found' }).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Loan Not Found' }).innerText()).toContain(
      'Please verify your information and try again. Contact 844-66-OFFER (844-666-3337) for assistance.',
    );
    expect(await ssn.inputValue()).toBe('');
    await screenshot(page, 'verify-failed-desktop');

    await ssn.fill('123456');
    await page.getByLabel('Date of Birth').fill('01151980');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.waitForURL('**/fast-path');
    await page.goto(`${suite.portal.baseUrl}/borrower-dashboard`);
    await startApplication(page);
    expect(await page.getByLabel('First Name').inputValue()).toBe('Jane');
    await expectAccessible(page);

    // Bad input: the spec's messages, focus on the first error, nothing saved, typed text kept.
    const typeable = Number(await page.getByLabel('Middle Name').getAttribute('maxlength') ?? Infinity);
    const middleName = invalidAnswer('info/personal', '.middleName', [], (value) => String(value).length <= typeable);
    const firstNameRequired = requiredMessage('info/personal', '.firstName');
    await page.getByLabel('First Name').fill('');
    await page.getByLabel('Middle Name').fill(String(middleName.value));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.locator('main').innerText()).toContain(firstNameRequired);
    const main = await page.locator('main').innerText();
    expect(main).toContain(middleName.message);
    expect(main).toContain(requiredMessage('info/personal', '.maritalStatus'));
    const summary = await page.getByRole('alert').filter({ hasText: firstNameRequired }).first().innerText();
    expect(summary.indexOf('First Name')).toBeLessThan(summary.indexOf('Middle Name'));
    expect(await page.getByLabel('First Name').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByLabel('Middle Name').inputValue()).toBe(String(middleName.value));
    expect(page.url()).toMatch(/\/info\/personal$/);
    await expectAccessible(page);
    await screenshot(page, 'personal-errors-desktop');

    await page.getByLabel('First Name').fill('Janet');
    await page.getByLabel('Middle Name').fill('Quinn');
    await page.getByRole('radiogroup', { name: /Marital Status/ }).getByLabel('Married', { exact: true }).check();
    await savePersonalAndReopen(page, suite.portal.baseUrl);
    expect(await page.getByLabel('First Name').inputValue()).toBe('Janet');
    expect(await page.getByLabel('Middle Name').inputValue()).toBe('Quinn');
    expect(await page.getByRole('radiogroup', { name: /Marital Status/ }).getByLabel('Married', { exact: true }).isChecked()).toBe(true);
    expect(watched.problems).toEqual([]);
    await context.close();
  });

  it('shows the saved values after verifying again in a new browser, at 375 px', async () => {
    const watched = await verifiedPage(suite, jane, viewports.mobile);
    const { context, page } = watched;
    await startApplication(page);
    expect(await page.getByLabel('First Name').inputValue()).toBe('Janet');
    expect(await page.getByRole('radiogroup', { name: /Marital Status/ }).getByLabel('Married', { exact: true }).isChecked()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'personal-mobile');
    expect(watched.problems).toEqual([]);
    await context.close();
  });

  it('sends an unknown offer to "No Loan Info Found"', async () => {
    const watched = await newPage(suite);
    const { context } = watched;
    const { page } = watched;
    await page.goto(`${suite.portal.baseUrl}/offer/9999/9999`);
    await page.waitForURL('**/loan-not-found');
    expect(await page.locator('main').innerText()).toContain(
      'We were not able to find a loan associated with the information provided.',
    );
    await expectAccessible(page);
    await context.close();
  });
});
