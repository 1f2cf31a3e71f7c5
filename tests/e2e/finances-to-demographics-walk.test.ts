// Jane Doe completes Steps 2-5 and the loan flow in Chromium, meeting each step's rules on the way, with
// axe-core on every screen; what she saved is there again in a new browser. John Smith works on his properties and
// lenders and saves his declarations for later.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports } from './helpers/browser';
import { jane, john, startApplication } from './helpers/journey';
import { usePortalAndBrowser } from './helpers/suite';
import { verifiedPage } from './helpers/verified-page';
import { fullFlow } from '../../src/app/generated/flow';
import { invalidAnswer, requiredMessage, validValue } from '../helpers/screen-examples';
import { openNode, stepAddress, walkFlow } from './helpers/flow-walk';
import { mainText, next } from './helpers/walk';

const suite = usePortalAndBrowser();
const { onNode, onStep, followToNode, nextToNode, nextToStep } = walkFlow('finances-to-demographics');
const dateDigits = (value: unknown) => String(value).replace(/\D/g, '');
const answer = (page: Page, question: RegExp, choice: 'Yes' | 'No') =>
  page.getByRole('radiogroup', { name: question }).getByLabel(choice, { exact: true }).check();

describe('Steps 2-5 and the loan flow in Chromium', () => {
  it('walks Jane through her finances, properties, declarations, military service, demographics and loan', async () => {
    const { context, page, problems } = await verifiedPage(suite, jane);
    await startApplication(page);
    await page.goto(`${suite.portal.baseUrl}${stepAddress('finances')}`);

    // Step 2 Your Finances
    await onStep(page, 'finances');
    await followToNode(page, 'Continue', 'finances/assets-list');
    await expect.poll(() => mainText(page)).toContain('First Community Bank');
    await followToNode(page, 'Add Asset', 'finances/add-asset');
    expect(await page.getByRole('group', { name: /Names on Shared Account/ }).count()).toBe(0);
    await next(page);
    await expect.poll(() => mainText(page)).toContain(requiredMessage('finances/asset', '.financialInstitution'));
    await page.getByLabel('Financial Institution').fill('Prairie Credit Union');
    await page.getByLabel('Asset Type').selectOption({ label: 'Savings' });
    await page.getByLabel('Cash or Market Value').fill('1500');
    await nextToNode(page, 'finances/assets-list', 'Prairie Credit Union');
    await nextToNode(page, 'finances/other-assets-list');
    await followToNode(page, 'Add Other Asset or Credit', 'finances/add-other-asset');
    await page.getByLabel('Asset or Credit Type').selectOption({ label: 'Earnest Money' });
    await page.getByLabel('Value').fill('2500');
    await nextToNode(page, 'finances/other-assets-list', 'Earnest Money');
    await nextToNode(page, 'finances/liabilities-list', 'Capital One');
    await nextToNode(page, 'finances/other-liabilities-list');
    await followToNode(page, 'Add Other Expense', 'finances/add-other-expense');
    await page.getByLabel('Expense Type').selectOption({ label: 'Child Support' });
    await page.getByLabel('Monthly Payment').fill('300');
    await nextToNode(page, 'finances/other-liabilities-list', 'Child Support');

    // Step 3 Your Properties
    await nextToStep(page, 'loan-and-property');
    await followToNode(page, 'Continue', 'loan-and-property/properties-list');
    await followToNode(page, 'Add Property', 'loan-and-property/add-property');
    await next(page);
    await expect.poll(() => mainText(page)).toContain(requiredMessage('loan-and-property/property', '.address.streetAddress'));
    await page.getByLabel('Street Address').fill('702 Lake Shore Dr');
    await page.getByLabel('City').fill('Chicago');
    await page.getByLabel('State').selectOption({ label: 'Illinois' });
    await page.getByLabel('ZIP Code').fill('60611');
    await page.getByLabel('Property Value').fill('180000');
    const status = page.getByLabel('Property Status');
    expect(await status.locator('option').allInnerTexts()).toContain('Rental');
    await page.getByLabel('Occupancy').selectOption({ label: 'Investment Property' });
    await expect.poll(() => status.locator('option').allInnerTexts()).toContain('Rental Held for Income');
    await status.selectOption({ label: 'Rental Held for Income' });
    await page.getByLabel('Gross Monthly Rent').fill('1500');
    await page.getByLabel('Monthly Expenses').fill('300');
    await page.getByLabel('Monthly Expenses').blur();
    await expect.poll(() => page.getByLabel('Net Monthly Rent').inputValue()).toBe('1,200.00');
    await answer(page, /Mortgage or Loan on This Property/, 'Yes');
    await nextToNode(page, 'loan-and-property/add-lender');
    await next(page);
    await expect.poll(() => mainText(page)).toContain(requiredMessage('loan-and-property/lender', '.holderName'));
    await page.getByLabel('Creditor Name').fill('Lakeside Bank');
    await page.getByLabel('Loan Type').selectOption({ label: 'Mortgage Loan' });
    await page.getByLabel('Monthly Payment').fill('950');
    await page.getByLabel('Unpaid Balance').fill('120000');
    await nextToNode(page, 'loan-and-property/properties-list', '702 Lake Shore Dr');
    await expect.poll(() => mainText(page)).toContain('Lakeside Bank');

    // Step 4 Declarations
    await nextToStep(page, 'declarations');
    await followToNode(page, 'Continue', 'declarations/property-and-money');
    await next(page);
    await expect.poll(() => mainText(page)).toContain(requiredMessage('declarations/property-and-money', '.primaryResidenceInd'));
    await answer(page, /^A\. /, 'Yes');
    await answer(page, /ownership interest/i, 'No');
    for (const letter of [/^B\. /, /^C\. /, /^D\. 1\. /, /^D\. 2\. /, /^E\. /]) await answer(page, letter, 'No');
    await nextToNode(page, 'declarations/declared-finances');
    for (const letter of [/^F\. /, /^G\. /, /^H\. /, /^I\. /, /^J\. /, /^K\. /, /^L\. /]) await answer(page, letter, 'No');
    await answer(page, /^M\. /, 'Yes');
    await next(page);
    await expect.poll(() => mainText(page)).toContain(requiredMessage('declarations/declared-finances', '.bankruptcyChapters'));
    await onNode(page, 'declarations/declared-finances');
    await page.getByLabel('Chapter 7').check();

    // Step 5 Military Service and Demographics
    await nextToStep(page, 'military');
    await followToNode(page, 'Continue', 'military/military-service');
    await answer(page, /United States Armed Forces/, 'Yes');
    await next(page);
    await expect.poll(() => mainText(page)).toContain(requiredMessage('military/military-service', '.serviceStatus'));
    await page.getByLabel(/Currently serving on active duty/i).check();
    const pastDate = invalidAnswer('military/military-service', '.serviceTourExpirationDate');
    await page.getByLabel('Service Tour Expiration Date').fill(dateDigits(pastDate.value));
    await next(page);
    await expect.poll(() => mainText(page)).toContain(pastDate.message);
    await page.getByLabel('Service Tour Expiration Date').fill(dateDigits(validValue('military/military-service', '.serviceTourExpirationDate')));
    await nextToNode(page, 'military/demographics');
    await nextToNode(page, 'military/demographics-form');
    await next(page);
    const unchecked = requiredMessage('military/demographics-form', '.ethnicity');
    await expect.poll(() => mainText(page)).toContain(unchecked);
    const summary = await page.getByRole('alert').filter({ hasText: 'Some fields need attention.' }).innerText();
    for (const group of ['Ethnicity', 'Sex', 'Race']) expect(summary).toContain(`${group}: ${unchecked}`);
    await page.getByRole('group', { name: 'Ethnicity' }).getByLabel('Not Hispanic or Latino').check();
    await page.getByRole('group', { name: 'Sex' }).getByLabel('Female').check();
    const race = page.getByRole('group', { name: 'Race' });
    await race.getByLabel('I do not wish to provide this information').check();
    await expect.poll(() => race.getByLabel('White').isDisabled()).toBe(true);

    // The loan flow
    await nextToNode(page, 'loan/subject-property-address');
    expect(await page.getByLabel('Street Address').inputValue()).toBe('123 Main St');
    await nextToNode(page, 'loan/about-subject-property');
    expect(await page.getByLabel('Purchase').isDisabled()).toBe(true);
    await next(page);
    await expect.poll(() => mainText(page)).toContain(requiredMessage('loan/about-subject-property', '.occupancy'));
    await page.getByRole('radiogroup', { name: /occupy/ }).getByLabel('Primary Residence').check();
    await page.getByRole('radiogroup', { name: /Refinance Type/ }).getByLabel('No Cash Out').check();
    await answer(page, /existing mortgage/, 'Yes');
    await answer(page, /additional mortgage/, 'No');
    await nextToNode(page, 'loan/your-lenders');
    await nextToNode(page, 'loan/more-about-property');
    await next(page);
    await expect.poll(() => mainText(page)).toContain(requiredMessage('loan/more-about-property', '.isManufacturedHome'));
    await answer(page, /manufactured/i, 'No');
    await answer(page, /mixed-use/i, 'No');
    await nextToNode(page, 'loan/gifts-or-grants-landing');
    await answer(page, /gift/i, 'Yes');
    await nextToNode(page, 'loan/gifts-or-grants');
    await next(page);
    await expect.poll(() => mainText(page)).toContain(requiredMessage('loan/gifts-or-grants', '.gifts.1.type'));
    await page.getByLabel('Asset Type').selectOption({ label: 'Cash Gift' });
    await page.getByRole('radiogroup', { name: /Status/ }).getByLabel('Deposited', { exact: true }).check();
    await page.getByLabel('Source').selectOption({ label: 'Parent' });
    await page.getByLabel('Value').fill('5000');
    await next(page);
    await page.waitForURL(`**${fullFlow.end}`);
    expect(problems).toEqual([]);
    await context.close();

    // A new browser at 375 px: everything Jane saved is on file.
    const again = await verifiedPage(suite, jane, viewports.mobile);
    await startApplication(again.page);
    await openNode(again.page, suite.portal.baseUrl, 'finances/assets-list');
    await expect.poll(() => mainText(again.page)).toContain('Prairie Credit Union');
    await openNode(again.page, suite.portal.baseUrl, 'declarations/declared-finances');
    expect(await again.page.getByLabel('Chapter 7').isChecked()).toBe(true);
    await openNode(again.page, suite.portal.baseUrl, 'loan/gifts-or-grants');
    expect(await again.page.getByLabel('Value').inputValue()).toBe('5,000.00');
    expect(again.problems).toEqual([]);
    await again.context.close();
  });

  it('lets John edit a lender, add another, and save his declarations for later', async () => {
    const { context, page, problems } = await verifiedPage(suite, john);
    await startApplication(page);
    await openNode(page, suite.portal.baseUrl, 'loan-and-property/properties-list');
    await expect.poll(() => mainText(page)).toContain('Heartland Savings Bank');
    await page.getByRole('link', { name: /Edit/ }).nth(1).click();
    await onNode(page, 'loan-and-property/edit-lender');
    await expect.poll(() => page.getByLabel('Creditor Name').inputValue()).toBe('Heartland Savings Bank');
    expect(await page.getByRole('group', { name: /Borrowers/ }).getByRole('checkbox').count()).toBe(2);
    await page.getByLabel('Monthly Payment').fill('1250');
    await page.getByRole('button', { name: 'Add Another Lender' }).click();
    await onNode(page, 'loan-and-property/add-lender');
    expect(await page.getByLabel('Creditor Name').inputValue()).toBe('');
    // A lender added with Add Another Lender is saved, and the form starts empty again at the same address.
    await page.getByLabel('Creditor Name').fill('Second Street Lending');
    await page.getByLabel('Account Number').fill('7712');
    await page.getByLabel('Loan Type').selectOption({ label: 'Installment Loan' });
    await page.getByRole('group', { name: /Borrowers/ }).getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Add Another Lender' }).click();
    await expect.poll(() => page.getByLabel('Creditor Name').inputValue()).toBe('');
    expect(page.url()).toMatch(/\/add-lender\/\d+$/);
    expect(await page.getByLabel('Account Number').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Back' }).click();
    await onNode(page, 'loan-and-property/properties-list');
    await expect.poll(() => mainText(page)).toContain('Monthly payment: $1,250.00');
    expect(await mainText(page)).toContain('Second Street Lending');

    await openNode(page, suite.portal.baseUrl, 'declarations/property-and-money');
    expect(await page.getByRole('button', { name: 'Save For Later' }).count()).toBe(0);
    await answer(page, /^E\. /, 'Yes');
    await page.getByRole('button', { name: 'Save For Later' }).click();
    await page.waitForURL(`**${fullFlow.end}`);
    await openNode(page, suite.portal.baseUrl, 'declarations/property-and-money');
    expect(await page.getByRole('radiogroup', { name: /^E\. / }).getByLabel('Yes', { exact: true }).isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
