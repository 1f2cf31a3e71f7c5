// A borrower's tab in puppeteer (for Lighthouse), prepared as a borrower does it: the offer link, Reduce Payment when
// consent is not signed yet, identity verification; the session cookie and the values the app keeps in
// sessionStorage stay in that tab.
import { Locator, type Page } from 'puppeteer-core';

export interface Borrower {
  offerId: string;
  userId: string;
  ssn: string;
  /** MM/DD/YYYY */
  dateOfBirth: string;
}

/** The identity check, reached from the offer link (the app keeps the offer's ids in the tab) and Reduce Payment. */
export async function atIdentityCheck(page: Page, baseUrl: string, who: Borrower): Promise<void> {
  await page.goto(`${baseUrl}/offer/${who.offerId}/${who.userId}`);
  const reduce = page.locator('::-p-aria([name="Reduce Payment"][role="button"])');
  const ssn = page.locator('::-p-aria(Last 6 digits of SSN or ITIN)');
  const first = await Locator.race([reduce, ssn]).waitHandle();
  if (await first.evaluate((element) => element.tagName === 'BUTTON')) await first.click();
  await ssn.wait();
}

export async function signIn(page: Page, baseUrl: string, who: Borrower): Promise<void> {
  await atIdentityCheck(page, baseUrl, who);
  await page.locator('::-p-aria(Last 6 digits of SSN or ITIN)').fill(who.ssn);
  await page.locator('::-p-aria(Date of Birth)').fill(who.dateOfBirth.replace(/\//g, ''));
  await page.locator('::-p-aria([name="Verify"][role="button"])').click();
  await page.waitForFunction(() => /\/(fast-path|borrower-dashboard)$/.test(location.pathname));
}
