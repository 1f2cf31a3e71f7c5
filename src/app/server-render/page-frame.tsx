import type { RouteObject } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { framedPages } from '../../shared/page-render/rendered-pages';

export type FramedPage = (typeof framedPages)[number];

/**
 * The app's routes with each framed page (`framedPages`) drawn as its loading state: its layouts stay (header,
 * navigation, footer), the page itself is the spinner it shows until the session's data arrives.
 */
export function frameRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    if (route.children) return { ...route, children: frameRoutes(route.children) } as RouteObject;
    return framedPageAt(route.path) ? { path: route.path, element: <Spinner /> } : route;
  });
}

/** The framed page whose route has this path, if any. */
export function framedPageAt(routePath: string | undefined): FramedPage | undefined {
  return framedPages.find((page) => page.path === routePath);
}
