import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Spinner } from '../components/Spinner';
import { FlowNodeLoading } from '../engine/flow-screen/ScreenLoading';
import { framedPages } from '../../shared/page-render/rendered-pages';

export type FramedPage = (typeof framedPages)[number];

/** A page's own loading state where it shows more than a spinner: a flow screen shows its card and title. */
const loadingStates: Partial<Record<FramedPage['path'], ReactNode>> = {
  '/:stepRoute/*': <FlowNodeLoading />,
};

/**
 * The app's routes with each framed page (`framedPages`) drawn as its loading state: its layouts stay (header,
 * navigation, footer), the page itself is what it shows until the session's data arrives.
 */
export function frameRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    if (route.children) return { ...route, children: frameRoutes(route.children) } as RouteObject;
    const framed = framedPageAt(route.path);
    return framed ? { path: route.path, element: loadingStates[framed.path] ?? <Spinner /> } : route;
  });
}

/** The framed page whose route has this path, if any. */
export function framedPageAt(routePath: string | undefined): FramedPage | undefined {
  return framedPages.find((page) => page.path === routePath);
}
