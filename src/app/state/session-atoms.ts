import { atom, type WritableAtom } from 'jotai';
import type { LinkId } from '../../shared/api';
import { readSessionValue, writeSessionValue, type SessionKey } from './session-storage';

/** Every session-storage-backed atom, so that Sign Out can clear them all. */
const allSessionAtoms: WritableAtom<unknown, [null], void>[] = [];

/**
 * A value backed by session storage: each store reads the stored value on first use (so a reload
 * restores it synchronously, before any guard decides) and writes through on every set.
 */
function sessionAtom<T>(key: SessionKey) {
  const written = atom<{ value: T | null } | undefined>(undefined);
  const stored = atom(
    (get) => {
      const current = get(written);
      return current ? current.value : readSessionValue<T>(key);
    },
    (_get, set, value: T | null) => {
      writeSessionValue(key, value);
      set(written, { value });
    },
  );
  allSessionAtoms.push(stored);
  return stored;
}

export const offerIdAtom = sessionAtom<LinkId>('offerId');
export const userIdAtom = sessionAtom<LinkId>('userId');
export const loanIdAtom = sessionAtom<number>('loanId');
/** The spec's `recId` (portal-journey section 3): the offer's loan record id, set when identity is verified. */
export const recIdAtom = sessionAtom<number>('recId');
/** Selected borrower; remembered for the session and restored on reload. */
export const selectedIdAtom = sessionAtom<number>('selectedId');
export const userVerifiedAtom = sessionAtom<boolean>('userVerified');
export const userLockedAtom = sessionAtom<boolean>('userLocked');
export const loggedIdAtom = sessionAtom<number>('loggedId');
/** Holds the CSRF value. */
export const loginEndAtom = sessionAtom<string>('loginEnd');
export const applicationIdAtom = sessionAtom<number>('applicationId');
/** The fast path's step list (absolute routes), set on First Things First. */
export const fastPathStepsAtom = sessionAtom<string[]>('fastPathSteps');
/** The step of the list last entered: "continue" from a sub-page (contact after address-list) goes on from it. */
export const fastPathStepAtom = sessionAtom<string>('fastPathStep');
/** Borrowers skipped for now (Skip For Now); the queue leaves them out. */
export const skippedIdsAtom = sessionAtom<number[]>('skippedIds');

/** The offer landing stores the link's ids and resets the verified flag. */
export const enterOfferAtom = atom(null, (_get, set, ids: { offerId: LinkId; userId: LinkId }) => {
  set(offerIdAtom, ids.offerId);
  set(userIdAtom, ids.userId);
  set(userVerifiedAtom, false);
});

export interface VerifiedSession {
  csrfToken: string | null;
  borrowerId: number | null;
  applicationId: number | null;
  loanId: number | null;
  /** The offer's loan record id, when the page that verified knows the offer (GetOffer). */
  recId?: number | null;
}

export const storeVerifiedSessionAtom = atom(null, (_get, set, session: VerifiedSession) => {
  set(userVerifiedAtom, true);
  set(userLockedAtom, false);
  set(loginEndAtom, session.csrfToken);
  set(loggedIdAtom, session.borrowerId);
  set(selectedIdAtom, session.borrowerId);
  set(applicationIdAtom, session.applicationId);
  if (session.loanId != null) set(loanIdAtom, session.loanId);
  if (session.recId != null) set(recIdAtom, session.recId);
});

export const markLockedAtom = atom(null, (_get, set) => {
  set(userLockedAtom, true);
  set(userVerifiedAtom, false);
});

/** A 401 ends the session: the verified flag goes false (the CSRF value is dropped too). */
export const endSessionAtom = atom(null, (_get, set) => {
  set(userVerifiedAtom, false);
  set(loginEndAtom, null);
});

/** Sign Out: every session storage key is removed (the verified flag, the CSRF value, the offer's ids, ...). */
export const clearSessionAtom = atom(null, (_get, set) => {
  for (const stored of allSessionAtoms) set(stored, null);
});
