import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../../src/app/state/session-storage';
import { renderApp } from '../helpers/render-app';
import { apiError, setOfferSession, stubApi } from '../helpers/stub-api';

const verified = { userVerified: true, loginEnd: 'csrf-value', loggedId: 5004, selectedId: 5004, applicationId: 3004 };
const storedKeys = () => sessionKeys.filter((key) => sessionStorage.getItem(key) !== null);

describe('Sign Out', { timeout: 20_000 }, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('is not offered before identity is verified', async () => {
    stubApi({});
    setOfferSession('1003', '5004');
    await renderApp('/terms-of-use');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
  });

  it('logs out with x-origination-csrf, follows the returned URL and clears the session storage', async () => {
    const fetchMock = stubApi({ logout: () => ({ status: 200, body: { url: '/signed-out' } }) });
    setOfferSession('1003', '5004', verified);
    const { router } = await renderApp('/terms-of-use');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));

    await screen.findByRole('heading', { level: 1, name: 'You Have Signed Out' });
    const [url, init] = fetchMock.mock.calls.find(([u]) => u === '/oauth-agent/logout') ?? [];
    expect(url).toBe('/oauth-agent/logout');
    expect((init?.headers as Record<string, string>)['x-origination-csrf']).toBe('csrf-value');
    expect(router.state.location.pathname).toBe('/signed-out');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/offer/1003/5004');
    await waitFor(() => expect(storedKeys()).toEqual([]));
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
  });

  it('still signs out in the browser when the server session had already ended', async () => {
    stubApi({ logout: () => apiError(401, 'UNAUTHENTICATED') });
    setOfferSession('1003', '5004', verified);
    await renderApp('/terms-of-use');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await screen.findByRole('heading', { level: 1, name: 'You Have Signed Out' });
    await waitFor(() => expect(storedKeys()).toEqual([]));
  });

  it("back from the issuer's end-session page, the signed-out page finds the offer link in the session storage, then clears it", async () => {
    stubApi({});
    setOfferSession('1003', '5004', verified);
    await renderApp('/signed-out');
    await screen.findByRole('heading', { level: 1, name: 'You Have Signed Out' });
    await waitFor(() => expect(storedKeys()).toEqual([]));
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/offer/1003/5004');
  });

  it('the signed-out page without a known offer link offers /verify', async () => {
    stubApi({});
    await renderApp('/signed-out');
    await screen.findByRole('heading', { level: 1, name: 'You Have Signed Out' });
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/verify');
  });
});
