// Consent comes before identity verification: a borrower who has not agreed to the soft credit check and types
// /verify lands on the consent page; after Agree the same borrower verifies and gets in.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, viewports } from './helpers/browser';
import { type DemoBorrower, jane } from './helpers/journey';
import { expectAccessible, screenshot } from './helpers/look';
import { usePortalAndBrowser } from './helpers/suite';

const suite = usePortalAndBrowser();
const carlos: DemoBorrower = { offerId: '1007', userId: '5009', ssnLastSix: '901234', dateOfBirth: '12/01/1980' };

async function typeVerifyAddress(page: Page): Promise<void> {
  await page.goto(`${suite.portal.baseUrl}/verify`);
  await page.waitForURL('**/consent');
  await page.getByRole('heading', { level: 1, name: 'Action Needed' }).waitFor();
}

async function verifyOnThePage(page: Page, borrower: DemoBorrower): Promise<void> {
  await page.getByLabel('Last 6 digits of SSN or ITIN').fill(borrower.ssnLastSix);
  await page.getByLabel('Date of Birth').fill(borrower.dateOfBirth.replace(/\//g, ''));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.waitForURL(/\/(fast-path|borrower-dashboard)$/);
}

describe('consent before identity verification', () => {
  for (const [who, borrower, viewport] of [['Carlos', carlos, viewports.mobile], ['Jane', jane, viewports.desktop]] as const) {
    it(`${who}, not consented, types /verify and ends on the consent page; after Agree verifies and gets in`, async () => {
      const context = await suite.browser.newContext({ viewport });
      const { page, problems } = await openPage(context);
      await page.goto(`${suite.portal.baseUrl}/offer/${borrower.offerId}/${borrower.userId}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // The server draws the landing; the tab holds the offer's ids once the browser has taken it over.
      await page.waitForFunction(() => sessionStorage.getItem('offerId') !== null);
      await typeVerifyAddress(page);
      await expectAccessible(page);
      await screenshot(page, `consent-before-verify-${who.toLowerCase()}`);
      expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: 'portal_session' }));

      await page.getByRole('button', { name: 'Agree' }).click();
      // Carlos's consent was the last one of a submitted offer (success); Jane's offer goes on to verify.
      await page.waitForURL(/\/(success|verify)$/);
      if (page.url().endsWith('/success')) await page.goto(`${suite.portal.baseUrl}/verify`);
      await page.getByRole('heading', { level: 1, name: 'Verify Your Identity' }).waitFor();
      await verifyOnThePage(page, borrower);
      expect(await context.cookies()).toContainEqual(expect.objectContaining({ name: 'portal_session', httpOnly: true }));
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
