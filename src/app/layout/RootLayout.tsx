import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Spinner } from '../components/Spinner';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first route's chunk loads. */
export function InitialLoading() {
  return <Spinner />;
}
