import { trimPath } from '../routes';
import { matchRoute } from '../params';
import type { FastPath, FastPathSection } from './types';

/**
 * The review section a fast-path page belongs to: First Things First (the fast path's own route) is the cards
 * section's page; a sub-route belongs to the section listing it (`:name` parameters match any value).
 */
export function sectionOfRoute(fastPath: FastPath, pathname: string): FastPathSection | undefined {
  const path = trimPath(pathname);
  if (path === fastPath.route) return fastPath.sections.find((s) => s.steps === 'cards');
  if (!path.startsWith(`${fastPath.route}/`)) return undefined;
  const rest = path.slice(fastPath.route.length + 1);
  return fastPath.sections.find((section) => section.routes.some((route) => matchRoute(route, rest) !== undefined));
}
