import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { lazyRoute, preloadRoutes, useRouteChunks } from '../../../src/app/routing/lazy-route';
import { renderWithTheme } from '../helpers/render';

function deferredPage(name: string) {
  let resolve: () => void = () => undefined;
  let imports = 0;
  const ready = new Promise<void>((done) => (resolve = done));
  const importPage = async () => {
    imports += 1;
    await ready;
    return function Page() {
      return (
        <section aria-label={name}>
          <Outlet />
        </section>
      );
    };
  };
  return { importPage, resolve: () => resolve(), imports: () => imports };
}

function table() {
  const layout = deferredPage('layout');
  const page = deferredPage('page');
  const other = deferredPage('other');
  const routes: RouteObject[] = [
    lazyRoute(layout.importPage, { children: [lazyRoute(page.importPage, { path: '/a' }), lazyRoute(other.importPage, { path: '/b' })] }),
  ];
  return { routes, layout, page, other };
}

function Matched({ routes, pathname }: { routes: RouteObject[]; pathname: string }) {
  useRouteChunks(routes, pathname);
  return useRoutes(routes);
}

describe('lazy routes', () => {
  it('preloads the chunks a path matches, once each, and no others', () => {
    const { routes, layout, page, other } = table();
    preloadRoutes(routes, '/a');
    preloadRoutes(routes, '/a');
    expect([layout.imports(), page.imports(), other.imports()]).toEqual([1, 1, 0]);
  });

  it('renders a layout and its page together, once both chunks have loaded', async () => {
    const { routes, layout, page } = table();
    await act(async () => {
      renderWithTheme(
        <Suspense fallback={<p>loading</p>}>
          <Matched routes={routes} pathname="/a" />
        </Suspense>,
        { route: '/a' },
      );
    });
    await act(async () => layout.resolve());
    expect(screen.getByText('loading')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'layout' })).toBeNull();
    await act(async () => page.resolve());
    expect(screen.getByRole('region', { name: 'page' }).closest('section[aria-label="layout"]')).not.toBeNull();
  });

  it('a chunk that failed to load is imported again next time', async () => {
    let attempts = 0;
    const route = lazyRoute(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('network');
      return () => <p>ok</p>;
    }, { path: '/' });
    preloadRoutes([route], '/');
    await new Promise((done) => setTimeout(done, 0));
    preloadRoutes([route], '/');
    expect(attempts).toBe(2);
  });
});
