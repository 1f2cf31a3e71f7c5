import { type ComponentType, use } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A page's chunk, imported once (again after a failure). */
interface RouteChunk {
  load: () => Promise<ComponentType>;
}

function routeChunk(importPage: () => Promise<ComponentType>): RouteChunk {
  let loading: Promise<ComponentType> | undefined;
  return {
    load() {
      if (loading) return loading;
      const promise: Promise<ComponentType> = importPage().then(
        (page) => {
          // React's use() reads a settled promise's status and value, so a loaded page renders without suspending.
          Object.assign(promise, { status: 'fulfilled', value: page });
          return page;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return (loading = promise);
    },
  };
}

/** A route whose page is its own chunk, kept on the route's `handle` so every chunk a path needs loads at once. */
export function lazyRoute(importPage: () => Promise<ComponentType>, route: Omit<RouteObject, 'element' | 'handle' | 'lazy' | 'index'> = {}): RouteObject {
  const chunk = routeChunk(importPage);
  function LazyPage() {
    const Page = use(chunk.load());
    return <Page />;
  }
  return { ...route, element: <LazyPage />, handle: chunk };
}

function matchedChunks(routes: RouteObject[], pathname: string): RouteChunk[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap((match) => (match.route.handle ? [match.route.handle as RouteChunk] : []));
}

/** Starts loading every chunk the routes matching `pathname` need, in parallel rather than one nesting level at a time. */
export function preloadRoutes(routes: RouteObject[], pathname: string): void {
  // A failed preload is imported again when the page renders, and that failure shows the Oops page.
  for (const chunk of matchedChunks(routes, pathname)) chunk.load().catch(() => undefined);
}

/**
 * Suspends until every chunk of the matched routes has loaded, so a layout and its page render
 * together (a layout's calls never run before its page's), as a data router's lazy routes do.
 */
export function useRouteChunks(routes: RouteObject[], pathname: string): void {
  for (const chunk of matchedChunks(routes, pathname)) use(chunk.load());
}
