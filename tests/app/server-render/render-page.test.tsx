// The offer landing as the server renders it is what the browser's first render makes: hydrating it reports no
// mismatch (React's development build checks text and attributes) and keeps the server's nodes.
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageStateElementId } from '../../../src/shared/page-render/contract';
import { renderPage } from '../../../src/app/server-render/render-page';
import { startApp } from '../../../src/app/start';
import { offerFixture } from '../helpers/offer-fixture';

const offer = offerFixture();
const api = vi.fn(async (call: string) => (call === 'GetOffer' ? { status: 200, body: offer } : { status: 404, body: {} }));

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

async function serverPage(url: string) {
  const page = await renderPage({ url, locale: 'en', colorMode: 'light', api });
  document.body.innerHTML = `<div id="root">${page.html ?? ''}</div><script type="application/json" id="${pageStateElementId}">${page.state}</script>`;
  window.history.replaceState(null, '', url);
  return { page, container: document.getElementById('root') as HTMLElement };
}

describe('a server-rendered offer landing', () => {
  it('carries the offer and its styles, and the browser hydrates it without a mismatch', async () => {
    const { page, container } = await serverPage('/offer/1001/5001');
    expect(api).toHaveBeenCalledWith('GetOffer', { offerId: '1001', CustomerRecordId: '5001' });
    expect(page.html).toContain('Welcome, Jane Doe!');
    expect(page.styles).toMatch(/^<style[^>]*data-styled/);
    const heading = container.querySelector('h1');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
    await act(async () => {
      await startApp(container, document, window.location);
    });
    // React warns of two renderers sharing a context when both run in one process (the server's, then the browser's).
    const reported = errors.mock.calls.map((call) => String(call[0])).filter((message) => !message.includes('multiple renderers'));
    expect(reported).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
  });

  it('leaves a page it does not show to the browser, with the data it fetched', async () => {
    api.mockResolvedValueOnce({ status: 200, body: offerFixture({ offerStatusID: 4 }) });
    const page = await renderPage({ url: '/offer/1001/5001', locale: 'en', colorMode: 'light', api });
    expect(page.html).toBeNull();
    expect(JSON.parse(page.state)).toMatchObject({ rendered: null, queries: { queries: [{ state: { data: { offerStatusID: 4 } } }] } });
    api.mockResolvedValueOnce({ status: 404, body: { code: 'NOT_FOUND' } });
    expect((await renderPage({ url: '/offer/1009/5001', locale: 'en', colorMode: 'light', api })).html).toBeNull();
  });
});
