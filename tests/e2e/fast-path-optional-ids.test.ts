// The fast path's routes with an optional id, and what identity verification sends and keeps, in Chromium at 375 and
// 1280 px, light and dark: John Smith's manage-employment/{id?}/income and add-lender/{realEstateOwnedId?} answer with
// and without the id; VerifyContact carries the offer's loan number and the session keeps recId.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/axe';
import { viewports } from './helpers/browser';
import { onScreen } from './helpers/fast-path';
import { john, verifyIdentity } from './helpers/journey';
import { usePortalAndBrowser } from './helpers/suite';
import { newPage } from './helpers/verified-page';

const suite = usePortalAndBrowser();

const modes = ['light', 'dark'] as const;
const widths = [['1280', viewports.desktop], ['375', viewports.mobile]] as const;

/** The borrower's profile as the portal reads it (GetBorrowerData, a read: no CSRF header). */
async function profileOf(page: Page): Promise<{ employmentInfo: { employmentId: number; activeInd: boolean }[];
  propertyInfo: { realEstateOwnedId: number; subjectPropertyInd: boolean; activeInd: boolean }[] }> {
  return page.evaluate(async () => {
    const applicationId = JSON.parse(sessionStorage.getItem('applicationId') ?? 'null') as number;
    const answer = await fetch('/api/GetBorrowerData', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ applicationId }),
    });
    return answer.json();
  });
}

/** Verifies `borrower` in `mode` at `viewport`, keeping the VerifyContact body sent. */
async function verifiedIn(mode: (typeof modes)[number], viewport: (typeof widths)[number][1], borrower: typeof john) {
  const watched = await newPage(suite, viewport);
  await watched.context.addInitScript((colorMode) => localStorage.setItem('colorMode', JSON.stringify(colorMode)), mode);
  const sent: unknown[] = [];
  watched.page.on('request', (request) => {
    if (request.url().endsWith('/api/VerifyContact')) sent.push(request.postDataJSON());
  });
  await verifyIdentity(watched.page, suite.portal.baseUrl, borrower);
  return { ...watched, sent };
}

async function visit(page: Page, route: string, heading: string): Promise<void> {
  await page.goto(`${suite.portal.baseUrl}/fast-path/${route}`);
  await onScreen(page, `/fast-path/${route}`, heading);
  expect(await seriousViolations(page)).toEqual([]);
}

const newest = <T>(records: T[], key: (record: T) => number): T | undefined =>
  [...records].sort((a, b) => key(b) - key(a))[0];

describe('optional ids and what verification keeps, in Chromium', () => {
  for (const mode of modes) {
    for (const [width, viewport] of widths) {
      it(`John's income and lender pages with and without their id; the loan number sent; ${mode}, ${width} px`, async () => {
        const johnPage = await verifiedIn(mode, viewport, john);
        expect(await johnPage.page.evaluate(() => document.documentElement.style.colorScheme || getComputedStyle(document.body).colorScheme))
          .toContain(mode);
        const loanNumber = (await johnPage.page.evaluate(() => fetch('/api/GetOffer', {
          method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ offerId: '1002', CustomerRecordId: '5002' }),
        }).then((r) => r.json() as Promise<{ loanNumber: string; loanRecordId: number }>)));
        expect(johnPage.sent).toEqual([expect.objectContaining({ offerID: '1002', customerRecordID: '5002', loanNumber: loanNumber.loanNumber })]);
        expect(await johnPage.page.evaluate(() => JSON.parse(sessionStorage.getItem('recId') ?? 'null'))).toBe(loanNumber.loanRecordId);

        const profile = await profileOf(johnPage.page);
        const job = newest(profile.employmentInfo.filter((e) => e.activeInd), (e) => e.employmentId);
        const home = newest(profile.propertyInfo.filter((p) => p.activeInd && !p.subjectPropertyInd), (p) => p.realEstateOwnedId);
        if (!job || !home) throw new Error('John has no job or no home of his own on file');
        await visit(johnPage.page, 'manage-employment/income', 'What Is Your Gross Monthly Income?');
        await visit(johnPage.page, `manage-employment/${job.employmentId}/income`, 'What Is Your Gross Monthly Income?');
        await visit(johnPage.page, 'add-lender', 'Tell Us About This Lender');
        await visit(johnPage.page, `add-lender/${home.realEstateOwnedId}`, 'Tell Us About This Lender');
        expect(johnPage.problems).toEqual([]);
        await johnPage.context.close();
      });
    }
  }
});
