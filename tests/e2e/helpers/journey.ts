// Steps of the journey that several browser tests walk through.
import type { Page } from 'playwright-core';

export interface DemoBorrower {
  offerId: string;
  userId: string;
  ssnLastSix: string;
  /** MM/DD/YYYY */
  dateOfBirth: string;
}

export const jane: DemoBorrower = { offerId: '1001', userId: '5001', ssnLastSix: '123456', dateOfBirth: '01/15/1980' };
export const john: DemoBorrower = { offerId: '1002', userId: '5002', ssnLastSix: '234567', dateOfBirth: '03/02/1975' };
export const mary: DemoBorrower = { offerId: '1002', userId: '5003', ssnLastSix: '345678', dateOfBirth: '07/19/1978' };

export const luis: DemoBorrower = { offerId: '1003', userId: '5004', ssnLastSix: '456789', dateOfBirth: '11/30/1969' };

/**
 * From the offer link (through Reduce Payment when consent is not signed yet) through identity verification to where
 * the portal leads: First Things First, or the dashboard when the application or the prior-loan review is complete.
 */
export async function verifyIdentity(page: Page, baseUrl: string, borrower: DemoBorrower): Promise<void> {
  await page.goto(`${baseUrl}/offer/${borrower.offerId}/${borrower.userId}`);
  const reduce = page.getByRole('button', { name: 'Reduce Payment' });
  await reduce.or(page.getByRole('heading', { level: 1, name: 'Verify Your Identity' })).first().waitFor();
  if (await reduce.isVisible()) {
    await reduce.click();
    await page.waitForURL('**/verify');
  }
  await page.getByLabel('Last 6 digits of SSN or ITIN').fill(borrower.ssnLastSix);
  await page.getByLabel('Date of Birth').fill(borrower.dateOfBirth.replace(/\//g, ''));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.waitForURL(/\/(fast-path|borrower-dashboard)$/);
}

/** Verifies and goes on to the borrower dashboard (from First Things First by its address, at any width). */
export async function verifyFromOffer(page: Page, baseUrl: string, borrower: DemoBorrower): Promise<void> {
  await verifyIdentity(page, baseUrl, borrower);
  if (page.url().endsWith('/fast-path')) {
    await page.getByRole('heading', { level: 1, name: 'First Things First' }).waitFor();
    await page.goto(`${baseUrl}/borrower-dashboard`);
  }
  // By tag: a dialog on arrival (Welcome Back!) hides the page from the accessibility tree.
  await page.locator('h1', { hasText: 'Your Loan Information' }).waitFor();
}

/** From the dashboard through the logged-in borrower's Start Application and the Step 1 intro to the personal screen. */
export async function startApplication(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Start|Return To|View) Application/ }).first().click();
  await page.waitForURL('**/info');
  await page.getByRole('link', { name: "Let's Get Started!" }).click();
  await page.waitForURL('**/info/personal');
  await page.getByRole('heading', { level: 1, name: 'Tell Us About Yourself' }).waitFor();
}

/** Next on the personal screen saves it; the personal screen opened again by its address then shows what was saved. */
export async function savePersonalAndReopen(page: Page, baseUrl: string): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/info/personal'));
  await page.goto(`${baseUrl}/info/personal`);
  await page.getByRole('heading', { level: 1, name: 'Tell Us About Yourself' }).waitFor();
}
