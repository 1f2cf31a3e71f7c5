// The offer landing as the server renders it is what the browser's first render makes: hydrating it reports no
// mismatch (React's development build checks text and attributes) and keeps the server's nodes.
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageStateElementId } from '../../../src/shared/page-render/contract';
import { renderPage } from '../../../src/app/server-render/render-page';
import { startApp } from '../../../src/app/start';
import { enterOfferAtom, userVerifiedAtom } from '../../../src/app/state/session-atoms';
import { appStore } from '../../../src/app/state/store';
import { offerFixture } from '../helpers/offer-fixture';
import { fullFlow } from '../../../src/app/generated/flow';
import { loadScreen } from '../../../src/app/engine/screen-loader';

const offer = offerFixture();
// The flow's first screen node, with its address and its schema's title.
const firstScreen = await (async () => {
  const step = fullFlow.steps[0]!;
  const node = step.nodes.find((candidate) => candidate.screen)!;
  const screen = await loadScreen(node.screen!);
  return { path: `${step.route}/${node.route}`, title: String(screen.schema.title) };
})();
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
    const root = await act(async () => startApp(container, document, window.location));
    // React warns of two renderers sharing a context when both run in one process (the server's, then the browser's).
    const reported = errors.mock.calls.map((call) => String(call[0])).filter((message) => !message.includes('multiple renderers'));
    expect(reported).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
    act(() => root.unmount());
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

describe("a page whose data is the borrower's tab's", () => {
  afterEach(() => window.sessionStorage.clear());

  it("is drawn as its frame: the layouts, a verified borrower's header where it is guarded, and the page's loading state", async () => {
    api.mockClear();
    const dashboard = await renderPage({ url: '/borrower-dashboard', locale: 'en', colorMode: 'dark', api });
    expect(dashboard.html).toMatch(/^<div inert>/);
    expect(dashboard.html).toContain('Sign Out');
    expect(dashboard.html).toContain('role="status"');
    expect(dashboard.modules).toEqual(['src/app/layout/GuardedLayout.tsx', 'src/app/pages/BorrowerDashboard/BorrowerDashboardPage.tsx']);
    expect(JSON.parse(dashboard.state)).toMatchObject({ rendered: { locale: 'en', colorMode: 'dark', kind: 'frame' } });
    const form = await renderPage({ url: firstScreen.path, locale: 'en', colorMode: 'light', api });
    expect(form.html).toContain('aria-label="Application steps"');
    // A screen's frame is its card and title (the borrower sees at once where they are), as its loading state shows.
    expect(form.html).toContain(`<h1>${firstScreen.title}</h1>`);
    expect(form.modules).toContain('src/app/engine/flow-screen/FlowScreenPage.tsx');
    const verify = await renderPage({ url: '/verify', locale: 'en', colorMode: 'light', api });
    expect(verify.html).toContain('role="status"');
    expect(verify.html).not.toContain('Sign Out');
    expect(api).not.toHaveBeenCalled();
  });

  it('is not drawn where it has no frame', async () => {
    const login = await renderPage({ url: '/login', locale: 'en', colorMode: 'light', api });
    expect(login.html).toBeNull();
    expect(login.modules).toBeUndefined();
  });

  it('is drawn over by the browser, which renders the page in place of the frame', async () => {
    appStore.set(enterOfferAtom, { offerId: '1001', userId: '5001' });
    appStore.set(userVerifiedAtom, true);
    const { container } = await serverPage('/borrower-dashboard');
    const frame = container.firstElementChild;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
    const root = await act(async () => startApp(container, document, window.location));
    expect(errors.mock.calls.map((call) => String(call[0])).filter((message) => !message.includes('multiple renderers'))).toEqual([]);
    expect(container.contains(frame)).toBe(false);
    expect(container.querySelector('[inert]')).toBeNull();
    expect(container.querySelector('main')).not.toBeNull();
    act(() => root.unmount());
  });
});
