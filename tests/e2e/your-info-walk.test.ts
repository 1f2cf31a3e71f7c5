// Jane Doe reviews and corrects the whole of Step 1 "Your Info" in Chromium, with axe-core on every
// screen; what she saves is there again in a new browser. The walk follows the flow file (a screen inserted on the way
// is filled from its examples) and takes the values the screens refuse, and their messages, from the examples files.
import { describe, expect, it } from 'vitest';
import { viewports } from './helpers/browser';
import { jane, startApplication } from './helpers/journey';
import { expectAccessible, screenshot } from './helpers/look';
import { usePortalAndBrowser } from './helpers/suite';
import { verifiedPage } from './helpers/verified-page';
import { invalidAnswer, requiredMessage, validExample, validValue } from '../helpers/screen-examples';
import { flowNode, isAt, nextAlongTo, type NodeRef, openNode, walkFlow } from './helpers/flow-walk';
import { mainText, next } from './helpers/walk';

const suite = usePortalAndBrowser();
const { onNode, followToNode, nextToNode } = walkFlow('your-info');
const digits = (value: unknown) => String(value).replace(/\D/g, '');

describe('Step 1 "Your Info" in Chromium', () => {
  it('walks Jane through every Step 1 screen, correcting and adding as she goes', async () => {
    const { context, page, problems } = await verifiedPage(suite, jane);
    await startApplication(page);

    // Personal: Jane's marital status is the gap on file.
    await page.getByRole('radiogroup', { name: /Marital Status/ }).getByLabel('Married', { exact: true }).check();
    await nextToNode(page, 'info/primary-address');
    expect(await page.getByLabel('Street Address').first().inputValue()).toBe('123 Main St');

    await nextToNode(page, 'info/mailing-address');
    const same = page.getByLabel('Same As Primary Address');
    if (!(await same.isChecked())) await same.check();
    await nextToNode(page, 'info/address-list', 'address history for the past two years');
    await followToNode(page, 'Add Previous Address', 'info/add-previous-address');
    await next(page);
    await expect.poll(() => mainText(page)).toContain(requiredMessage('info/previous-address', '.housingTypeId'));
    await page.getByLabel('Street Address').first().fill('9 Elm Ct');
    await page.getByLabel('City').first().fill('Decatur');
    await page.getByLabel('State').first().selectOption({ label: 'Illinois' });
    await page.getByLabel('ZIP Code').first().fill('62521');
    const months = invalidAnswer('info/previous-address', '.months');
    await page.getByLabel('Years').fill(String(months.formData.years ?? ''));
    await page.getByLabel('Months').fill(String(months.value));
    await page.getByRole('radiogroup', { name: /Housing Type/ }).getByLabel('Own', { exact: true }).check();
    await next(page);
    await expect.poll(() => mainText(page)).toContain(months.message);
    expect(isAt(flowNode('info/add-previous-address'))(new URL(page.url()))).toBe(true);
    const time = validExample('info/previous-address');
    await page.getByLabel('Years').fill(String(time.years ?? ''));
    await page.getByLabel('Months').fill(String(time.months ?? ''));
    await nextToNode(page, 'info/address-list', '9 Elm Ct');

    await nextToNode(page, 'info/contact');
    const phone = invalidAnswer('info/contact', '.homePhoneNumber');
    const goodPhone = validValue('info/contact', '.homePhoneNumber');
    await page.getByLabel('Home Phone').fill(String(phone.value));
    await next(page);
    await expect.poll(() => mainText(page)).toContain(phone.message);
    await page.getByLabel('Home Phone').fill(String(goodPhone));
    await nextToNode(page, 'info/employment-and-income', 'Springfield Medical Center');
    await followToNode(page, 'Add Other Income', 'info/add-other-income');
    await page.getByLabel('Income Type').selectOption({ label: 'Child Support' });
    await page.getByLabel('Amount').fill('450');
    await nextToNode(page, 'info/employment-and-income', '$450.00');

    await followToNode(page, 'Add Military Entitlement', 'info/add-entitlement');
    await page.getByLabel('Employer Name').fill('Illinois National Guard');
    await page.getByLabel('Start Date').fill('05012016');
    await page.getByLabel('Income Type').selectOption({ label: 'Military Base Pay' });
    await page.getByLabel('Amount').fill('380');
    await nextToNode(page, 'info/employment-and-income', 'Illinois National Guard');

    // An unchanged edit screen offers Cancel and sends nothing.
    await page.getByRole('link', { name: /^Edit Springfield Medical Center/ }).click();
    await onNode(page, 'info/edit-work');
    const saves: string[] = [];
    page.on('request', (r) => r.url().includes('/api/Update') && saves.push(r.url()));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => !url.pathname.includes('/edit-work/'));
    expect(saves).toEqual([]);
    await openNode(page, suite.portal.baseUrl, 'info/employment-and-income');
    await nextAlongTo(page, 'finances');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows what Jane saved after verifying again in a new browser, at 375 px', async () => {
    const { context, page } = await verifiedPage(suite, jane, viewports.mobile);
    const open = (ref: NodeRef) => openNode(page, suite.portal.baseUrl, ref);
    await open('info/address-list');
    await expect.poll(() => mainText(page)).toContain('9 Elm Ct');
    await expectAccessible(page);
    await screenshot(page, 'your-info-address-list-375');
    await open('info/contact');
    expect(digits(await page.getByLabel('Home Phone').inputValue())).toBe(digits(validValue('info/contact', '.homePhoneNumber')));
    await open('info/employment-and-income');
    await expect.poll(() => mainText(page)).toContain('$450.00');
    const text = await mainText(page);
    expect(text).toContain('Illinois National Guard');
    await expectAccessible(page);
    await screenshot(page, 'your-info-employment-and-income-375');
    await context.close();
  });
});
