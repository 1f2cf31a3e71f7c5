export interface GuardSession {
  userVerified: boolean | null;
  userLocked: boolean | null;
}

/**
 * Guarded routes (portal-journey section 4 "Identity"): the locked flag sends to /home; no verify
 * flag data at all to /no-offer-details; an unverified user to /verify; null lets the route render.
 */
export function guardRedirect(session: GuardSession): string | null {
  if (session.userLocked === true) return '/home';
  if (session.userVerified === true) return null;
  if (session.userVerified === null) return '/no-offer-details';
  return '/verify';
}
