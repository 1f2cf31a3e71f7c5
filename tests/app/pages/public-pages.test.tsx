import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canSignInAgain } from '../../../src/app/pages/SessionTimeout/logic/sign-in';
import languageAccessEnglish from '../../../messages/en/language-access.json';
import termsEnglish from '../../../messages/en/terms-of-use-legal.json';
import termsSummaryEnglish from '../../../messages/en/terms-of-use.json';
import { offerFixture } from '../helpers/offer-fixture';
import { renderApp } from '../helpers/render-app';
import { setOfferSession, stubApi } from '../helpers/stub-api';

const supportPhone = '844-66-OFFER (844-666-3337)';

describe('public pages', { timeout: 20_000 }, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  const terminal: [string, string][] = [
    ['/already-submitted', 'Loan Already Submitted'],
    ['/no-active-offers', 'No Active Offers'],
    ['/offer-changed', 'Offer Has Changed'],
    ['/session-timeout', 'Session Timed Out'],
    ['/account-locked', 'Account Locked'],
    ['/no-offer-details', 'No Offer Details Found'],
    ['/under-maintenance', 'Under Maintenance'],
    ['/loan-not-found', 'No Loan Info Found'],
  ];
  for (const [path, title] of terminal) {
    it(`${path} shows "${title}" with the support phone and mailbox`, async () => {
      stubApi({});
      await renderApp(path);
      await screen.findByRole('heading', { level: 1, name: title });
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('link', { name: supportPhone }).getAttribute('href')).toBe('tel:+18446663337');
      expect(screen.getByRole('link', { name: 'support@refi-portal.local' }).getAttribute('href')).toBe('mailto:support@refi-portal.local');
    });
  }

  it('no-offer-details tells the user to use the offer link', async () => {
    stubApi({});
    await renderApp('/no-offer-details');
    await screen.findByText(/return to your offer email and click the offer link/);
  });

  it('offer-changed shows the property address line (line1 plus line2 or unit)', async () => {
    setOfferSession('1005', '5006');
    stubApi({ GetOffer: () => ({ status: 200, body: offerFixture({ offerStatusID: 5 }) }) });
    await renderApp('/offer-changed');
    await screen.findByText('12 Maple Street Apt 4');
    screen.getByText(/contact support/);
  });

  it('session-timeout offers Sign In (to /verify) only when offer data exists', async () => {
    expect(canSignInAgain('1001', '5001')).toBe(true);
    expect(canSignInAgain('1001', null)).toBe(false);
    expect(canSignInAgain(null, null)).toBe(false);
    stubApi({});
    const first = await renderApp('/session-timeout');
    await screen.findByText('Your session has timed out due to inactivity.');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    first.router.dispose();
    cleanup();
    setOfferSession('1001', '5001');
    sessionStorage.setItem('userVerified', 'true');
    await renderApp('/session-timeout');
    expect((await screen.findByRole('link', { name: 'Sign In' })).getAttribute('href')).toBe('/verify');
    // The idle session ends here: the verified flag goes false.
    await waitFor(() => expect(sessionStorage.getItem('userVerified')).toBe('false'));
  });

  it('terms of use has a heading per topic', async () => {
    stubApi({});
    await renderApp('/terms-of-use');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Use' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(Object.entries(termsEnglish).filter(([id]) => id.endsWith('Heading')).map(([, text]) => text));
    for (const topic of ['Account Security', 'Indemnification', 'Severability', 'Governing Law and Venue']) {
      expect(headings).toContain(topic);
    }
    screen.getByText(/laws of the State of Illinois/);
    screen.getByText(/Circuit Court of Sangamon County, Illinois/);
    // The language-access notice; in English the page has no summary and its legal text is the English one.
    screen.getByRole('complementary', { name: languageAccessEnglish.label });
    expect(screen.queryByRole('heading', { name: termsSummaryEnglish.summaryHeading })).toBeNull();
  });

  it('the unknown path and oops texts are exact', async () => {
    stubApi({});
    await renderApp('/oops');
    await screen.findByRole('heading', { level: 1, name: 'Uh-oh' });
    screen.getByText('An unexpected error has occurred while processing your request. Please try again.');
  });
});

describe('home', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the landing page with the hero, call button and broker finder when the flag is on', async () => {
    const fetchMock = stubApi({ 'BooleanFlag/LandingPageFlag': () => ({ status: 200, body: { flagValue: true } }) });
    await renderApp('/home');
    const container = document.body;
    await screen.findByRole('heading', { level: 1, name: 'Lower Your Monthly Mortgage Payment' });
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('GET');
    const source = container.querySelector('picture source');
    expect(source?.getAttribute('media')).toBe('(max-width: 768px)');
    expect(source?.getAttribute('srcset')).not.toBe(container.querySelector('picture img')?.getAttribute('src'));
    expect(screen.getByRole('link', { name: /Call Support/ }).getAttribute('href')).toBe('tel:+18446663337');
    expect(screen.getByRole('link', { name: 'Find a Broker' }).getAttribute('href')).toBe(
      'https://www.nmlsconsumeraccess.org/',
    );
    expect(screen.getByRole('complementary', { name: languageAccessEnglish.label }).textContent).toContain('844-66-OFFER');
  });

  it('shows the not-found page when the flag is off', async () => {
    stubApi({ 'BooleanFlag/LandingPageFlag': () => ({ status: 200, body: { flagValue: false } }) });
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Oh, no' });
    screen.getByText("The page you're looking for is unavailable or doesn't exist.");
  });
});
