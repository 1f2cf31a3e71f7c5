import { trimPath } from '../routes';
import type { FastPath } from './types';

/** A next step that is one of the default routes sends the user back to the dashboard. */
export function isDefaultRoute(fastPath: FastPath, route: string): boolean {
  return fastPath.defaultRoutes.includes(trimPath(route));
}
