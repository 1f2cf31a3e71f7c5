import type { RouteObject } from 'react-router-dom';

/**
 * Guarded routes outside the full flow (verified identity required), e.g. /borrower-dashboard.
 * Each page is its own chunk.
 */
export const guardedRoutes: RouteObject[] = [];
