// Steps of the journey that several browser tests walk through.
import type { Page } from 'playwright-core';

export interface DemoBorrower {
  offerId: number;
  userId: number;
  ssnLastSix: string;
  /** MM/DD/YYYY */
  dateOfBirth: string;
}

export const jane: DemoBorrower = { offerId: 1001, userId: 5001, ssnLastSix: '123456', dateOfBirth: '01/15/1980' };
export const john: DemoBorrower = { offerId: 1002, userId: 5002, ssnLastSix: '234567', dateOfBirth: '03/02/1975' };

/** From the offer link through Reduce Payment and identity verification to the personal screen. */
export async function verifyFromOffer(page: Page, baseUrl: string, borrower: DemoBorrower): Promise<void> {
  await page.goto(`${baseUrl}/offer/${borrower.offerId}/${borrower.userId}`);
  await page.getByRole('button', { name: 'Reduce Payment' }).click();
  await page.waitForURL('**/verify');
  await page.getByLabel('Last 6 digits of SSN or ITIN').fill(borrower.ssnLastSix);
  await page.getByLabel('Date of Birth').fill(borrower.dateOfBirth.replace(/\//g, ''));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.waitForURL('**/info/personal');
  await page.getByRole('heading', { level: 1, name: 'Tell Us About Yourself' }).waitFor();
}
