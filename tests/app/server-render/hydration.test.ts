// Before the browser draws a page over the server's frame, the matched routes' modules and what their pages preload
// are there: the first render is the page's loading state as the frame drew it.
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { loadMatchedRoutes } from '../../../src/app/server-render/hydration';

const Page = () => null;

describe('loadMatchedRoutes', () => {
  it("replaces the matched routes' lazy modules and waits for their pages' preloads, leaving other routes alone", async () => {
    const preload = vi.fn(async () => undefined);
    const unmatched = vi.fn(async () => ({ Component: Page }));
    const routes: RouteObject[] = [
      {
        lazy: async () => ({ Component: Page }),
        children: [
          { path: '/info/*', lazy: async () => ({ Component: Page }), handle: { preload } },
          { path: '/other', lazy: unmatched },
        ],
      },
    ];
    await loadMatchedRoutes(routes, { pathname: '/info/personal', search: '', hash: '' } as Location, 'es');
    expect(routes[0]!.lazy).toBeUndefined();
    expect(routes[0]!.Component).toBe(Page);
    expect(routes[0]!.children![0]!.Component).toBe(Page);
    expect(preload).toHaveBeenCalledWith('/info/personal', 'es');
    expect(unmatched).not.toHaveBeenCalled();
  });

  it('goes on when a preload fails: the page loads what it needs as it renders', async () => {
    const routes: RouteObject[] = [{ path: '/info/*', Component: Page, handle: { preload: async () => Promise.reject(new Error('offline')) } }];
    await expect(loadMatchedRoutes(routes, { pathname: '/info/personal' } as Location, 'en')).resolves.toBeUndefined();
  });
});
