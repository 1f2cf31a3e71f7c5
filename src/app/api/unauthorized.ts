import { errorCatalogue } from '../../shared/errors/catalogue';
import { endSessionAtom } from '../state/session-atoms';
import { sessionNoticeAtom } from '../state/notice-atoms';
import type { appStore } from '../state/store';
import { setUnauthorizedHandler } from './client';

type Store = typeof appStore;

/** Any 401: alert "Session ended. Re-verify your identity.", verified flag false, redirect to /verify. */
export function installUnauthorizedHandler(store: Store, navigate: (to: string) => unknown): void {
  setUnauthorizedHandler(() => {
    store.set(sessionNoticeAtom, errorCatalogue.UNAUTHENTICATED.message);
    store.set(endSessionAtom);
    if (window.location.pathname !== '/verify') void navigate('/verify');
  });
}
