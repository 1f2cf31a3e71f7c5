import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { installUnauthorizedHandler } from '../api/unauthorized';
import { InitialLoading } from '../layout/RootLayout';
import { RouteErrorBoundary } from '../layout/RouteErrorBoundary';
import { appStore } from '../state/store';
import { useRouteChunks } from './lazy-route';
import { routes } from './routes';

function MatchedRoutes({ pathname }: { pathname: string }) {
  useRouteChunks(routes, pathname);
  return useRoutes(routes);
}

/**
 * The route table, with any 401 answered by a redirect through this router. The first load shows a spinner until
 * the page's chunks arrive; later navigations run in a transition, so the current page stays until the next is ready.
 */
export function AppRoutes({ store = appStore }: { store?: typeof appStore }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => installUnauthorizedHandler(store, navigate), [store, navigate]);
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<InitialLoading />}>
        <MatchedRoutes pathname={pathname} />
      </Suspense>
    </RouteErrorBoundary>
  );
}
