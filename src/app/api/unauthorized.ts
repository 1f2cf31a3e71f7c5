import { UNAUTHENTICATED } from '../../../messages/en/errors.json';
import { sessionTimeoutPath, signedOutPath } from '../routing/paths';
import { endSessionAtom } from '../state/session-atoms';
import { sessionNoticeAtom } from '../state/notice-atoms';
import type { appStore } from '../state/store';
import { setUnauthorizedHandler } from './client';

type Store = typeof appStore;

/** Any 401: alert "Session ended. Re-verify your identity.", verified flag false, redirect to /verify. */
export function installUnauthorizedHandler(store: Store, navigate: (to: string) => unknown): void {
  setUnauthorizedHandler(() => {
    // A request still in flight when the idle timeout or Sign Out ended the session: the user already knows.
    if (window.location.pathname === sessionTimeoutPath || window.location.pathname === signedOutPath) return;
    store.set(sessionNoticeAtom, UNAUTHENTICATED);
    store.set(endSessionAtom);
    if (window.location.pathname !== '/verify') void navigate('/verify');
  });
}
