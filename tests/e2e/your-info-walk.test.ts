// Jane Doe reviews and corrects the whole of Step 1 "Your Info" in Chromium, with axe-core on every
// screen; what she saves is there again in a new browser.
import { describe, expect, it } from 'vitest';
import { viewports } from './helpers/browser';
import { jane, startApplication } from './helpers/journey';
import { expectAccessible, screenshot } from './helpers/look';
import { usePortalAndBrowser } from './helpers/suite';
import { verifiedPage } from './helpers/verified-page';
import { mainText, next, walkScreens } from './helpers/walk';

const suite = usePortalAndBrowser();
const { onScreen, follow, nextTo } = walkScreens('your-info');

describe('Step 1 "Your Info" in Chromium', () => {
  it('walks Jane through every Step 1 screen, correcting and adding as she goes', async () => {
    const { context, page, problems } = await verifiedPage(suite, jane);
    await startApplication(page);

    // Personal: Jane's marital status is the gap on file.
    await page.getByRole('radiogroup', { name: /Marital Status/ }).getByLabel('Married', { exact: true }).check();
    await next(page);

    await onScreen(page, '/info/primary-address', 'Where Do You Call Home?');
    expect(await page.getByLabel('Street Address').first().inputValue()).toBe('123 Main St');
    await next(page);

    await onScreen(page, '/info/mailing-address', 'What Is Your Mailing Address?');
    const same = page.getByLabel('Same As Primary Address');
    if (!(await same.isChecked())) await same.check();
    await nextTo(page, ['/info/address-list', 'Your Addresses'], 'address history for the past two years');
    await follow(page, 'Add Previous Address', ['/info/add-previous-address', 'Where Did You Live?']);
    await next(page);
    await expect.poll(() => mainText(page)).toContain('Housing Type is a required field.');
    await page.getByLabel('Street Address').first().fill('9 Elm Ct');
    await page.getByLabel('City').first().fill('Decatur');
    await page.getByLabel('State').first().selectOption({ label: 'Illinois' });
    await page.getByLabel('ZIP Code').first().fill('62521');
    await page.getByLabel('Years').fill('0');
    await page.getByLabel('Months').fill('14');
    await page.getByRole('radiogroup', { name: /Housing Type/ }).getByLabel('Own', { exact: true }).check();
    await next(page);
    await expect.poll(() => mainText(page)).toContain('Use Years for more than 11 months.');
    expect(page.url()).toMatch(/add-previous-address$/);
    await page.getByLabel('Years').fill('3');
    await page.getByLabel('Months').fill('');
    await nextTo(page, ['/info/address-list', 'Your Addresses'], '9 Elm Ct');
    await next(page);

    await onScreen(page, '/info/contact', 'How Do We Reach You?');
    await page.getByLabel('Home Phone').fill('1234567890');
    await next(page);
    await expect.poll(() => mainText(page)).toContain('Home Phone must be a valid 10-digit phone number.');
    await page.getByLabel('Home Phone').fill('2175550123');
    await nextTo(page, ['/info/employment-and-income', 'Your Employment and Income'], 'Springfield Medical Center');
    await follow(page, 'Add Other Income', ['/info/add-other-income', 'Income From Other Sources']);
    await page.getByLabel('Income Type').selectOption({ label: 'Child Support' });
    await page.getByLabel('Amount').fill('450');
    await nextTo(page, ['/info/employment-and-income', 'Your Employment and Income'], '$450.00');

    await follow(page, 'Add Military Entitlement', ['/info/add-entitlement', 'Tell Us About Your Military Entitlement']);
    await page.getByLabel('Employer Name').fill('Illinois National Guard');
    await page.getByLabel('Start Date').fill('05012016');
    await page.getByLabel('Income Type').selectOption({ label: 'Military Base Pay' });
    await page.getByLabel('Amount').fill('380');
    await nextTo(page, ['/info/employment-and-income', 'Your Employment and Income'], 'Illinois National Guard');

    // An unchanged edit screen offers Cancel and sends nothing.
    await page.getByRole('link', { name: /^Edit Springfield Medical Center/ }).click();
    await onScreen(page, '/info/edit-work/' + page.url().split('/').pop(), 'Where Do You Work?');
    const saves: string[] = [];
    page.on('request', (r) => r.url().includes('/api/Update') && saves.push(r.url()));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => !url.pathname.includes('/edit-work/'));
    expect(saves).toEqual([]);
    await page.goto(`${suite.portal.baseUrl}/info/employment-and-income`);
    await page.getByRole('heading', { level: 1, name: 'Your Employment and Income' }).waitFor();
    await next(page);
    await page.waitForURL('**/finances');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows what Jane saved after verifying again in a new browser, at 375 px', async () => {
    const { context, page } = await verifiedPage(suite, jane, viewports.mobile);
    await page.goto(`${suite.portal.baseUrl}/info/address-list`);
    await page.getByRole('heading', { level: 1, name: 'Your Addresses' }).waitFor();
    await expect.poll(() => mainText(page)).toContain('9 Elm Ct');
    await expectAccessible(page);
    await screenshot(page, 'your-info-address-list-375');
    await page.goto(`${suite.portal.baseUrl}/info/contact`);
    await page.getByRole('heading', { level: 1, name: 'How Do We Reach You?' }).waitFor();
    expect(await page.getByLabel('Home Phone').inputValue()).toBe('(217) 555-0123');
    await page.goto(`${suite.portal.baseUrl}/info/employment-and-income`);
    await page.getByRole('heading', { level: 1, name: 'Your Employment and Income' }).waitFor();
    await expect.poll(() => mainText(page)).toContain('$450.00');
    const text = await mainText(page);
    expect(text).toContain('Illinois National Guard');
    await expectAccessible(page);
    await screenshot(page, 'your-info-employment-and-income-375');
    await context.close();
  });
});
