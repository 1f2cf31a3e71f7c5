// Jane Doe completes Steps 2-5 and the loan flow in Chromium, meeting each step's rules on the way, with
// axe-core on every screen; what she saved is there again in a new browser. John Smith works on his properties and
// lenders and saves his declarations for later.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports } from './helpers/browser';
import { jane, john, startApplication } from './helpers/journey';
import { usePortalAndBrowser } from './helpers/suite';
import { verifiedPage } from './helpers/verified-page';
import { mainText, next, walkScreens } from './helpers/walk';

const suite = usePortalAndBrowser();
const { onScreen, follow, nextTo } = walkScreens('finances-to-demographics');
const answer = (page: Page, question: RegExp, choice: 'Yes' | 'No') =>
  page.getByRole('radiogroup', { name: question }).getByLabel(choice, { exact: true }).check();

/** The dashboard's Start Application sets the selected borrower; then the step's own address. */
async function openStep(page: Page, baseUrl: string, route: string): Promise<void> {
  await startApplication(page);
  await page.goto(`${baseUrl}${route}`);
}

describe('Steps 2-5 and the loan flow in Chromium', () => {
  it('walks Jane through her finances, properties, declarations, military service, demographics and loan', async () => {
    const { context, page, problems } = await verifiedPage(suite, jane);
    await openStep(page, suite.portal.baseUrl, '/finances');

    // Step 2 Your Finances
    await onScreen(page, '/finances', 'Your Finances');
    await follow(page, 'Continue', ['/finances/assets-list', 'Assets Accounts']);
    await expect.poll(() => mainText(page)).toContain('First Community Bank');
    await follow(page, 'Add Asset', ['/finances/add-asset', 'Tell Us About Your Asset Account']);
    expect(await page.getByRole('group', { name: /Names on Shared Account/ }).count()).toBe(0);
    await next(page);
    await expect.poll(() => mainText(page)).toContain('Financial Institution is a required field.');
    await page.getByLabel('Financial Institution').fill('Prairie Credit Union');
    await page.getByLabel('Asset Type').selectOption({ label: 'Savings' });
    await page.getByLabel('Cash or Market Value').fill('1500');
    await nextTo(page, ['/finances/assets-list', 'Assets Accounts'], 'Prairie Credit Union');
    await next(page);

    await onScreen(page, '/finances/other-assets-list', 'Other Assets/Credits');
    await follow(page, 'Add Other Asset or Credit', ['/finances/add-other-asset', 'Tell Us About Your Other Asset or Credit']);
    await page.getByLabel('Asset or Credit Type').selectOption({ label: 'Earnest Money' });
    await page.getByLabel('Value').fill('2500');
    await nextTo(page, ['/finances/other-assets-list', 'Other Assets/Credits'], 'Earnest Money');
    await nextTo(page, ['/finances/liabilities-list', 'Liabilities Accounts'], 'Capital One');
    await next(page);

    await onScreen(page, '/finances/other-liabilities-list', 'Other Liabilities/Expenses');
    await follow(page, 'Add Other Expense', ['/finances/add-other-expense', 'Tell Us About Your Other Expense']);
    await page.getByLabel('Expense Type').selectOption({ label: 'Child Support' });
    await page.getByLabel('Monthly Payment').fill('300');
    await nextTo(page, ['/finances/other-liabilities-list', 'Other Liabilities/Expenses'], 'Child Support');
    await next(page);

    // Step 3 Your Properties
    await onScreen(page, '/loan-and-property', 'Your Properties');
    await follow(page, 'Continue', ['/loan-and-property/properties-list', 'Real Estate Properties']);
    await follow(page, 'Add Property', ['/loan-and-property/add-property', 'Tell Us About This Property']);
    await next(page);
    await expect.poll(() => mainText(page)).toContain('Street Address is a required field.');
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
    await next(page);

    await onScreen(page, /\/loan-and-property\/add-lender\/\d+$/, 'Tell Us About This Lender');
    await next(page);
    await expect.poll(() => mainText(page)).toContain('Creditor Name is a required field.');
    await page.getByLabel('Creditor Name').fill('Lakeside Bank');
    await page.getByLabel('Loan Type').selectOption({ label: 'Mortgage Loan' });
    await page.getByLabel('Monthly Payment').fill('950');
    await page.getByLabel('Unpaid Balance').fill('120000');
    await nextTo(page, ['/loan-and-property/properties-list', 'Real Estate Properties'], '702 Lake Shore Dr');
    await expect.poll(() => mainText(page)).toContain('Lakeside Bank');
    await next(page);

    // Step 4 Declarations
    await onScreen(page, '/declarations', 'Declarations');
    await follow(page, 'Continue', ['/declarations/property-and-money', 'Property and Money']);
    await next(page);
    await expect.poll(() => mainText(page)).toContain('This is a required field.');
    await answer(page, /^A\. /, 'Yes');
    await answer(page, /ownership interest/i, 'No');
    for (const letter of [/^B\. /, /^C\. /, /^D\. 1\. /, /^D\. 2\. /, /^E\. /]) await answer(page, letter, 'No');
    await next(page);

    await onScreen(page, '/declarations/declared-finances', 'Finances');
    for (const letter of [/^F\. /, /^G\. /, /^H\. /, /^I\. /, /^J\. /, /^K\. /, /^L\. /]) await answer(page, letter, 'No');
    await answer(page, /^M\. /, 'Yes');
    await next(page);
    await expect.poll(() => mainText(page)).toContain('Please check one of the above.');
    expect(page.url()).toMatch(/declared-finances$/);
    await page.getByLabel('Chapter 7').check();
    await next(page);

    // Step 5 Military Service and Demographics
    await onScreen(page, '/military', 'Military Service & Demographics');
    await follow(page, 'Continue', ['/military/military-service', 'Military Service']);
    await answer(page, /United States Armed Forces/, 'Yes');
    await next(page);
    await expect.poll(() => mainText(page)).toContain('Please check one of the above.');
    await page.getByLabel(/Currently serving on active duty/i).check();
    await page.getByLabel('Service Tour Expiration Date').fill('01012020');
    await next(page);
    await expect.poll(() => mainText(page)).toContain('Please choose future date');
    await page.getByLabel('Service Tour Expiration Date').fill(`0101${new Date().getFullYear() + 2}`);
    await next(page);

    await onScreen(page, '/military/demographics', 'Demographic Information');
    await next(page);
    await onScreen(page, '/military/demographics-form', 'Your Demographic Information');
    await next(page);
    await expect.poll(() => mainText(page)).toContain('Please check one of the above.');
    const summary = await page.getByRole('alert').filter({ hasText: 'Some fields need attention.' }).innerText();
    for (const group of ['Ethnicity', 'Sex', 'Race']) expect(summary).toContain(`${group}: Please check one of the above.`);
    await page.getByRole('group', { name: 'Ethnicity' }).getByLabel('Not Hispanic or Latino').check();
    await page.getByRole('group', { name: 'Sex' }).getByLabel('Female').check();
    const race = page.getByRole('group', { name: 'Race' });
    await race.getByLabel('I do not wish to provide this information').check();
    await expect.poll(() => race.getByLabel('White').isDisabled()).toBe(true);
    await next(page);

    // The loan flow
    await onScreen(page, '/loan/subject-property-address', 'Subject Property Address');
    expect(await page.getByLabel('Street Address').inputValue()).toBe('123 Main St');
    await next(page);
    await onScreen(page, '/loan/about-subject-property', 'Tell Us About the Subject Property');
    expect(await page.getByLabel('Purchase').isDisabled()).toBe(true);
    await next(page);
    await expect.poll(() => mainText(page)).toContain('Occupancy is a required field.');
    await page.getByRole('radiogroup', { name: /occupy/ }).getByLabel('Primary Residence').check();
    await page.getByRole('radiogroup', { name: /Refinance Type/ }).getByLabel('No Cash Out').check();
    await answer(page, /existing mortgage/, 'Yes');
    await answer(page, /additional mortgage/, 'No');
    await next(page);
    await onScreen(page, '/loan/your-lenders', 'Your Lenders');
    await next(page);
    await onScreen(page, '/loan/more-about-property', 'Tell Us More About the Property');
    await next(page);
    await expect.poll(() => mainText(page)).toContain('This is a requried field');
    await answer(page, /manufactured/i, 'No');
    await answer(page, /mixed-use/i, 'No');
    await next(page);
    await onScreen(page, '/loan/gifts-or-grants-landing', 'Gifts or Grants');
    await answer(page, /gift/i, 'Yes');
    await next(page);
    await onScreen(page, '/loan/gifts-or-grants', 'Your Gifts or Grants');
    await next(page);
    await expect.poll(() => mainText(page)).toContain('Asset Type is a required field.');
    await page.getByLabel('Asset Type').selectOption({ label: 'Cash Gift' });
    await page.getByRole('radiogroup', { name: /Status/ }).getByLabel('Deposited', { exact: true }).check();
    await page.getByLabel('Source').selectOption({ label: 'Parent' });
    await page.getByLabel('Value').fill('5000');
    await next(page);
    await page.waitForURL('**/borrower-dashboard');
    expect(problems).toEqual([]);
    await context.close();

    // A new browser at 375 px: everything Jane saved is on file.
    const again = await verifiedPage(suite, jane, viewports.mobile);
    await openStep(again.page, suite.portal.baseUrl, '/finances/assets-list');
    await onScreen(again.page, '/finances/assets-list', 'Assets Accounts');
    await expect.poll(() => mainText(again.page)).toContain('Prairie Credit Union');
    await again.page.goto(`${suite.portal.baseUrl}/declarations/declared-finances`);
    await onScreen(again.page, '/declarations/declared-finances', 'Finances');
    expect(await again.page.getByLabel('Chapter 7').isChecked()).toBe(true);
    await again.page.goto(`${suite.portal.baseUrl}/loan/gifts-or-grants`);
    await onScreen(again.page, '/loan/gifts-or-grants', 'Your Gifts or Grants');
    expect(await again.page.getByLabel('Value').inputValue()).toBe('5,000.00');
    expect(again.problems).toEqual([]);
    await again.context.close();
  });

  it('lets John edit a lender, add another, and save his declarations for later', async () => {
    const { context, page, problems } = await verifiedPage(suite, john);
    await openStep(page, suite.portal.baseUrl, '/loan-and-property/properties-list');
    await onScreen(page, '/loan-and-property/properties-list', 'Real Estate Properties');
    await expect.poll(() => mainText(page)).toContain('Heartland Savings Bank');
    await page.getByRole('link', { name: /Edit/ }).nth(1).click();
    await onScreen(page, /\/edit-lender\/\d+\/\d+$/, 'Tell Us About This Lender');
    await expect.poll(() => page.getByLabel('Creditor Name').inputValue()).toBe('Heartland Savings Bank');
    expect(await page.getByRole('group', { name: /Borrowers/ }).getByRole('checkbox').count()).toBe(2);
    await page.getByLabel('Monthly Payment').fill('1250');
    await page.getByRole('button', { name: 'Add Another Lender' }).click();
    await onScreen(page, /\/add-lender\/\d+$/, 'Tell Us About This Lender');
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
    await onScreen(page, '/loan-and-property/properties-list', 'Real Estate Properties');
    await expect.poll(() => mainText(page)).toContain('Monthly payment: $1,250.00');
    expect(await mainText(page)).toContain('Second Street Lending');

    await page.goto(`${suite.portal.baseUrl}/declarations/property-and-money`);
    await onScreen(page, '/declarations/property-and-money', 'Property and Money');
    expect(await page.getByRole('button', { name: 'Save For Later' }).count()).toBe(0);
    await answer(page, /^E\. /, 'Yes');
    await page.getByRole('button', { name: 'Save For Later' }).click();
    await page.waitForURL('**/borrower-dashboard');
    await page.goto(`${suite.portal.baseUrl}/declarations/property-and-money`);
    await onScreen(page, '/declarations/property-and-money', 'Property and Money');
    expect(await page.getByRole('radiogroup', { name: /^E\. / }).getByLabel('Yes', { exact: true }).isChecked()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
