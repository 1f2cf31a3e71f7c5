// The access checks of portal-journey sections 6 and 7 in Chromium against the built portal: the offer landing marks
// the link Accessed, a verification refreshes lock status, login restrictions and loan access, and a locked sign-in
// account is blocked after it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jane, verifyIdentity } from './helpers/journey';
import { withDesktopPage } from './helpers/desktop-page';
import { usePortalAndBrowser } from './helpers/suite';

const suite = usePortalAndBrowser();

const withPage = (run: (page: Page) => Promise<void>) => withDesktopPage(suite.browser, run);

const ACCESS_CHECKS = ['GetAccountLockStatus', 'HasLoginRestriction', 'VerifyLoanAccess'];

describe('access checks', () => {
  it('the landing marks a New offer Accessed and still shows it; verification then checks access', async () => {
    await withPage(async (page) => {
      const accessed = page.waitForResponse((r) => r.url().endsWith('/api/CheckOfferAccessed'));
      await page.goto(`${suite.portal.baseUrl}/offer/${jane.offerId}/${jane.userId}`);
      expect(await (await accessed).json()).toEqual({ offerStatusID: 2, accessed: true });
      await page.getByRole('heading', { level: 1, name: 'Welcome, Jane Doe!' }).waitFor();
      const offer = await page.request.post(`${suite.portal.baseUrl}/api/GetOffer`, {
        data: { offerId: jane.offerId, CustomerRecordId: jane.userId },
      });
      expect((await offer.json()).offerStatusID).toBe(2);

      const answers: Record<string, unknown> = {};
      page.on('response', (r) => {
        const call = r.url().split('/api/')[1];
        if (call && ACCESS_CHECKS.includes(call)) void r.json().then((body) => (answers[call] = body));
      });
      await verifyIdentity(page, suite.portal.baseUrl, jane);
      await expect.poll(() => Object.keys(answers).sort()).toEqual(ACCESS_CHECKS);
      expect(answers).toEqual({
        GetAccountLockStatus: { isAccountLocked: false },
        HasLoginRestriction: { hasLoginRestriction: false, reason: null },
        VerifyLoanAccess: { hasLoanAccess: true },
      });
    });
  });

  it('a sign-in account locked by five wrong passwords goes to Account Locked after a successful verification', async () => {
    await withPage(async (page) => {
      // Five wrong passwords at the portal's sign-in page lock the account.
      await page.goto(`${suite.portal.baseUrl}/login`);
      await page.waitForURL(/\/login\/[\w-]+$/);
      for (let i = 0; i < 5; i += 1) {
        await page.getByLabel('Email Address').fill('grace.lee@example.com');
        await page.getByLabel('Password').fill('not-the-password');
        await page.getByRole('button', { name: 'Sign In' }).click();
        if (i < 4) await page.getByText('The email address or password you entered is incorrect.').waitFor();
      }
      await page.waitForURL('**/account-locked');
      // Grace's offer is Submitted: her link shows Loan Already Submitted and keeps the link's ids for /verify.
      await page.goto(`${suite.portal.baseUrl}/offer/1004/5005`);
      await page.waitForURL('**/already-submitted');
      await page.goto(`${suite.portal.baseUrl}/verify`);
      await page.getByLabel('Last 6 digits of SSN or ITIN').fill('567890');
      await page.getByLabel('Date of Birth').fill('05051985');
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await page.waitForURL('**/account-locked');
      await page.getByRole('heading', { level: 1, name: 'Account Locked' }).waitFor();
    });
  });
});
