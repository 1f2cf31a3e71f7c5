import type { FastPath } from './types';

/** A next step that is one of the default routes sends the user back to the dashboard. */
export function isDefaultRoute(fastPath: FastPath, route: string): boolean {
  const path = route.length > 1 ? route.replace(/\/+$/, '') : route;
  return fastPath.defaultRoutes.includes(path);
}
