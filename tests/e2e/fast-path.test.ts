// The fast path in Chromium against the built portal. John Smith (offer 1002) reviews his fast path with one
// card changed, then reviews Mary, who chooses Looks Good!; both Completed, the loan is submitted. Jane Doe's missing
// marital status opens the Missing Required Information dialog on her first Looks Good!.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports } from './helpers/browser';
import { jane, john } from './helpers/journey';
import { expectAccessible, lookAtBothWidths, screenshot } from './helpers/look';
import { changeCards, onScreen, pressTo, progressStrip } from './helpers/fast-path';
import { usePortalAndBrowser } from './helpers/suite';
import { identifiedPage } from './helpers/verified-page';
import { mainText, press } from './helpers/walk';

const suite = usePortalAndBrowser();

/** Declarations and demographics on file: each page goes on with Next. */
async function reviewDeclarationsAndDemographics(page: Page): Promise<void> {
  await onScreen(page, '/fast-path/declarations', 'Declarations');
  expect(await progressStrip(page).locator('[aria-current="step"]').innerText()).toContain('Declarations');
  await pressTo(page, 'Next', '/fast-path/declarations/property-and-money', 'Property and Money');
  await pressTo(page, 'Next', '/fast-path/declarations/declared-finances', 'Finances');
  await pressTo(page, 'Next', '/fast-path/demographics', 'Demographic Information');
  expect(await progressStrip(page).innerText()).toMatch(/Prior Loan Info[\s\S]*Done[\s\S]*Declarations[\s\S]*Done/);
  await pressTo(page, 'Next', '/fast-path/demographics/demographics-detail', 'Your Demographic Information');
  await press(page, 'Next');
}

describe('the fast path in Chromium', () => {
  it('John reviews his fast path with one card changed, then Mary with Looks Good!, and submits', async () => {
    const { context, page, problems } = await identifiedPage(suite, john);
    await onScreen(page, '/fast-path', 'First Things First');
    // FHA loan, primary residence, no real-estate flag: no employer card, no assets card.
    const cards = page.getByRole('checkbox');
    expect(await cards.evaluateAll((boxes) => boxes.map((b) => b.closest('label')?.querySelector('strong')?.textContent))).toEqual([
      'Personal Details',
      'Current Address',
    ]);
    expect(await progressStrip(page).innerText()).toMatch(/Prior Loan Info\s+Declarations\s+Demographics/);
    expect(await page.getByRole('button', { name: 'Continue To Make Changes' }).count()).toBe(0);
    await lookAtBothWidths(page, 'fast-path-first-things-first-john');

    // One card changed: Personal Details, a middle name.
    await changeCards(page, /Personal Details/);
    await onScreen(page, '/fast-path/personal', 'Tell Us About Yourself');
    await page.getByLabel('Middle Name').fill('Quincy');
    await press(page, 'Next');
    await reviewDeclarationsAndDemographics(page);

    // John is Completed: Mary is next.
    await onScreen(page, '/fast-path/review-next-borrower', 'Review Next Borrower');
    expect(await progressStrip(page).count()).toBe(0);
    expect(await mainText(page)).toContain("Would you like to verify Mary Smith's information now?");
    await lookAtBothWidths(page, 'fast-path-review-next-borrower');
    await pressTo(page, 'Yes, Review', '/fast-path', 'First Things First');
    expect(await mainText(page)).toContain("Reviewing Mary Smith's information");
    // The selected borrower is remembered for the session: a reload still reviews Mary.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'First Things First' }).waitFor();
    await expect.poll(() => mainText(page)).toContain("Reviewing Mary Smith's information");
    await press(page, 'Looks Good!');
    await reviewDeclarationsAndDemographics(page);

    // Nobody else pending: the dashboard, both Completed, Submit.
    await page.waitForURL('**/borrower-dashboard');
    await page.locator('h1', { hasText: 'Your Loan Information' }).waitFor();
    await expect.poll(async () => (await mainText(page)).match(/Completed/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.waitForURL('**/success');
    await page.getByRole('heading', { level: 1, name: /Congrats You're/ }).waitFor();
    await screenshot(page, 'fast-path-success');

    // John's change is on file.
    const saved = await page.evaluate(async () => {
      const response = await fetch('/api/GetTrackedBorrowers', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      return response.json() as Promise<{ firstName: string; applicationStatus: string; priorLoanReviewStatus: string; declarationsReviewStatus: string; demographicsReviewStatus: string }[]>;
    });
    for (const borrower of saved) {
      expect([borrower.applicationStatus, borrower.priorLoanReviewStatus, borrower.declarationsReviewStatus, borrower.demographicsReviewStatus]).toEqual([
        'Completed',
        'Done',
        'Done',
        'Done',
      ]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("Jane's missing marital status opens Missing Required Information on the first Looks Good!, the second goes on", async () => {
    const { context, page, problems } = await identifiedPage(suite, jane, viewports.mobile);
    await onScreen(page, '/fast-path', 'First Things First');
    // Conventional loan: the employer card is offered.
    expect(await page.getByRole('checkbox', { name: /Current Employer\/Income/ }).count()).toBe(1);
    await press(page, 'Looks Good!');
    const dialog = page.getByRole('dialog', { name: 'Missing Required Information' });
    await dialog.waitFor();
    const text = await dialog.innerText();
    expect(text).toContain('Please provide the missing information listed below:');
    expect(text).toContain('Marital status not on file');
    expect(text).not.toContain('Full Name not on file');
    await expectAccessible(page);
    await screenshot(page, 'fast-path-missing-required-information-375');
    await press(page, 'Close');
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/\/fast-path$/);

    await pressTo(page, 'Looks Good!', '/fast-path/declarations', 'Declarations');
    expect(await progressStrip(page).innerText()).toMatch(/Prior Loan Info[\s\S]*Done/);
    expect(problems).toEqual([]);
    await context.close();
  });
});
