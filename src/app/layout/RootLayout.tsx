import { useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { Spinner } from '../components/Spinner';

/** A new page starts at its top; back and forward leave the browser's own scroll restoration alone. */
function useScrollToTopOnNavigation() {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [key, navigationType]);
}

export function RootLayout() {
  useScrollToTopOnNavigation();
  return <Outlet />;
}

/** Shown while the first route's chunk loads. */
export function InitialLoading() {
  return <Spinner />;
}
