import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BorrowerAddress, BorrowerProfile } from '../../../../src/shared/api';
import { renderApp } from '../../helpers/render-app';
import { profileFixture } from '../fixtures';
import { storeSession } from '../../helpers/session';

function prior(id: number, street: string): BorrowerAddress {
  return {
    borrowerAddressId: id, borrowerId: 5001, addressTypeId: 2, addressTypeInfo: { typeOfAddress: 'Prior' },
    addressInfo: { addressId: id + 100, streetAddress: street, unitNum: null, city: 'Springfield', state: 'IL', zipCode: '62704', country: 'US', activeInd: true },
    years: 2, months: 3, housingTypeId: 1, rentAmount: null, activeInd: true,
  };
}

function stubApi(profile: () => BorrowerProfile, onSave: (call: string, body: unknown) => { status: number; body: unknown }) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const call = url.replace('/api/', '');
    const body = JSON.parse(init.body as string) as unknown;
    if (call === 'GetBorrowerData') return new Response(JSON.stringify(profile()), { status: 200 });
    if (call === 'GetOffer') return new Response('{}', { status: 404 });
    const answer = onSave(call, body);
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('list screens in the app', { timeout: 30_000 }, () => {
  beforeEach(() => {
    storeSession({ offerId: '1001', userId: '5001', userVerified: true, applicationId: 7001 });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the list, deletes an item through its source after asking, and refreshes; Edit links carry the id', async () => {
    let addresses = [prior(31, '1 Old Rd'), prior(32, '2 Older Rd')];
    const saves: unknown[] = [];
    stubApi(
      () => ({ ...profileFixture({ borrowerAddressInfo: addresses }) }),
      (call, body) => {
        saves.push({ call, body });
        addresses = addresses.filter((a) => a.borrowerAddressId !== 31);
        return { status: 200, body: [] };
      },
    );
    await renderApp('/info/address-list');
    const section = await screen.findByRole('region', { name: 'Previous Addresses' }, { timeout: 10_000 });
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Edit 2 Older Rd' }).getAttribute('href')).toBe('/info/edit-previous-address/32');
    within(screen.getByRole('region', { name: 'Current Address' })).getByText('None on file.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete 1 Old Rd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 1 Old Rd?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(saves).toEqual([]);
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Delete 1 Old Rd' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(saves).toEqual([{ call: 'UpdateBorrowerAddress', body: [expect.objectContaining({ borrowerAddressId: 31, activeInd: false })] }]);
  });

  it('a failed delete is only logged (console.warn) and the list stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi(() => profileFixture({ borrowerAddressInfo: [prior(31, '1 Old Rd')] }), () => ({ status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'x' } }));
    await renderApp('/info/address-list');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete 1 Old Rd' }, { timeout: 10_000 }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    screen.getByRole('button', { name: 'Delete 1 Old Rd' });
    warn.mockRestore();
  });

  it('Next follows the flow', async () => {
    stubApi(() => profileFixture(), () => ({ status: 200, body: {} }));
    const { router } = await renderApp('/info/address-list');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }, { timeout: 10_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/info/contact'));
  });

  it('an edit route whose record is not on file is "Oh, no"; so is an unknown multi-segment path', async () => {
    stubApi(() => profileFixture(), () => ({ status: 200, body: {} }));
    await renderApp('/info/edit-previous-address/999');
    await screen.findByRole('heading', { name: 'Oh, no' }, { timeout: 10_000 });
  });

  it('an unknown path under a step is "Oh, no"', async () => {
    stubApi(() => profileFixture(), () => ({ status: 200, body: {} }));
    await renderApp('/info/edit-previous-address/1/extra');
    await screen.findByRole('heading', { name: 'Oh, no' }, { timeout: 10_000 });
  });
});
