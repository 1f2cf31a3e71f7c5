import type { Queryable } from '../db/types';
import { findBorrowerOfIdentity, linkIdentityByEmail } from './accounts';
import type { SignedInIdentity } from './openid-issuer';

/**
 * The borrower whose account this identity signs in to: the account already linked to it at its issuer, else the
 * account whose email the issuer vouches for (a verified `email` claim), which is linked from then on; null when no
 * account matches.
 */
export async function linkedBorrower(db: Queryable, identity: SignedInIdentity): Promise<number | null> {
  const linked = await findBorrowerOfIdentity(db, identity.issuer, identity.subject);
  if (linked !== null) return linked;
  if (!identity.emailVerified || !identity.email) return null;
  return linkIdentityByEmail(db, identity.issuer, identity.subject, identity.email);
}
