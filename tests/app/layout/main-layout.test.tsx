import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../helpers/render-app';
import { offerFixture } from '../helpers/offer-fixture';
import { dashboardBorrower, dashboardData, offerStatus } from '../pages/BorrowerDashboard/helpers/journey-fixtures';
import { stubFetch } from '../pages/BorrowerDashboard/helpers/stub-fetch';
import { restoreVerifiedSession } from '../helpers/session';

function api(offer: () => { status: number; body: unknown }) {
  return stubFetch({
    '/api/GetOffer': offer,
    '/api/GetBorrowerDashboardData': () => ({ status: 200, body: dashboardData([dashboardBorrower()]) }),
    '/api/GetOfferStatus': () => ({ status: 200, body: offerStatus([]) }),
  });
}

describe('main layout', { timeout: 30_000 }, () => {
  beforeEach(() => {
    restoreVerifiedSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('purchase: the brokerage heading, the step menu and the 298 px offer panel with its summary', async () => {
    api(() => ({ status: 200, body: offerFixture({ loanPurpose: 'Purchase' }) }));
    await renderApp('/info');
    const panel = await screen.findByRole('complementary', { name: 'Offer Details' }, { timeout: 10_000 });
    screen.getByRole('heading', { level: 2, name: 'Acme Brokerage' });
    expect(within(screen.getByRole('navigation', { name: 'Application steps' })).getAllByRole('link')).toHaveLength(5);
    const summary = within(panel);
    for (const label of ['Current Payment', 'Est. New Payment', 'Est. Monthly Savings', 'Est. Lifetime Savings']) {
      summary.getByText(label);
    }
    summary.getByText('$48,210.00');
    expect(summary.getByRole('link', { name: 'Full Offer Details' }).getAttribute('href')).toBe('/offer-details');
    expect(summary.getByRole('link', { name: 'Borrower Home' }).getAttribute('href')).toBe('/borrower-dashboard');
    summary.getByText(/^Estimated savings compare/);
    // The drawer trigger exists for widths under 768 px (display: none on this desktop-width jsdom window).
    expect(screen.getAllByRole('button', { hidden: true }).map((b) => b.textContent)).toContain('Offer Details');
  });

  it('refinance: no offer panel; the summary sits in the nav (mobile); lifetime savings hidden when negative', async () => {
    const offer = offerFixture();
    offer.options[0]!.offerDetails.benefit.lifetimeSavings = -10;
    api(() => ({ status: 200, body: offer }));
    await renderApp('/info');
    await screen.findByRole('heading', { level: 2, name: 'Acme Brokerage' }, { timeout: 10_000 });
    await waitFor(() => screen.getByText('Est. Monthly Savings'));
    expect(screen.queryByRole('complementary', { name: 'Offer Details' })).toBeNull();
    expect(screen.queryByText('Est. Lifetime Savings')).toBeNull();
  });

  it('a failed brokerage fetch reads "Brokerage not found"; the footer has its links, ID and year', async () => {
    api(() => ({ status: 500, body: {} }));
    await renderApp('/borrower-dashboard');
    await screen.findByText('Brokerage not found', undefined, { timeout: 10_000 });
    const footer = within(screen.getByRole('contentinfo'));
    footer.getByRole('link', { name: 'Loan Servicing' });
    footer.getByRole('link', { name: 'Privacy Policy' });
    expect(footer.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/terms-of-use');
    footer.getByRole('link', { name: 'NMLS Consumer Access' });
    footer.getByRole('img', { name: 'Equal Housing Lender' });
    expect(footer.getByText(/NMLS ID #3038/).textContent).toContain('2023');
  });
});
