// The personal screen's conditional rules in Chromium, as John Smith (offer 1002, co-borrower Mary):
// suffix Other, alternate name, 18+ date of birth, joint credit with Mary, dependents' ages.
import { describe, expect, it } from 'vitest';
import { requiredMessage } from '../helpers/screen-examples';
import { seriousViolations } from './helpers/axe';
import { john, savePersonalAndReopen, startApplication } from './helpers/journey';
import { usePortalAndBrowser } from './helpers/suite';
import { verifiedPage } from './helpers/verified-page';

const suite = usePortalAndBrowser();

function yearsAgo(years: number): string {
  const d = new Date();
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(Math.min(d.getDate(), 28)).padStart(2, '0');
  return `${mm}${dd}${d.getFullYear() - years}`;
}

describe('personal screen rules in Chromium', () => {
  it('reveals, validates and saves the conditional fields', async () => {
    const { context, page, problems } = await verifiedPage(suite, john);
    await startApplication(page);

    await page.getByLabel('Suffix', { exact: true }).selectOption({ label: 'Other' });
    await page.getByRole('radiogroup', { name: /another name/ }).getByLabel('Yes', { exact: true }).check();
    await page.getByLabel('Alternate First Name').fill('Johnny');
    await page.getByLabel('Alternate Last Name').fill('Smyth');
    await page.getByLabel('Date of Birth').fill(yearsAgo(10));
    const credit = page.getByRole('radiogroup', { name: /individual or joint credit/ });
    expect(await credit.getByLabel('Joint', { exact: true }).isEnabled()).toBe(true);
    await credit.getByLabel('Joint', { exact: true }).check();
    await page.getByRole('radiogroup', { name: /dependents/ }).getByLabel('Yes', { exact: true }).check();
    for (const age of ['7', '0']) {
      await page.getByLabel('Dependent Age').fill(age);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
    }
    expect(await page.getByLabel('Dependent Age').inputValue()).toBe('');
    expect(await page.getByRole('list', { name: /added/ }).innerText()).toContain('Under 1 year');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.locator('main').innerText()).toContain(requiredMessage('info/personal', '.otherSuffix'));
    const main = await page.locator('main').innerText();
    expect(main).toContain('You must be 18 years or older.');
    expect(main).toContain(requiredMessage('info/personal', '.jointCreditBorrowerId'));
    expect(await page.getByLabel('Other Suffix').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Other Suffix').fill('Esq');
    await page.getByLabel('Date of Birth').fill('03021975');
    await page.getByLabel('Joint Borrower').selectOption({ label: 'Mary Smith' });
    await savePersonalAndReopen(page, suite.portal.baseUrl);
    expect(await page.getByLabel('Other Suffix').inputValue()).toBe('Esq');
    expect(await page.getByLabel('Alternate First Name').inputValue()).toBe('Johnny');
    expect(await page.getByLabel('Alternate Last Name').inputValue()).toBe('Smyth');
    expect(await page.getByLabel('Joint Borrower').inputValue()).not.toBe('');
    expect(await page.locator('#root_jointCreditBorrowerId option:checked').innerText()).toBe('Mary Smith');
    const dependents = await page.getByRole('list', { name: /added/ }).innerText();
    expect(dependents).toContain('7');
    expect(dependents).toContain('Under 1 year');
    expect(problems).toEqual([]);
    await context.close();
  });
});
