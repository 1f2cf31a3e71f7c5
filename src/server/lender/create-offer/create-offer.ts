import { sha256 } from '../../auth/crypto';
import type { Queryable } from '../../db/types';
import { AppError } from '../../errors';
import type { PiiCipher } from '../../pii/pii-cipher';
import { recordAudit, fieldPointers, type Actor } from '../../audit/audit-trail';
import type { LenderKey } from '../keys/key-records';
import { lenderActorId } from '../keys/lender-keys';
import {
  findCreateOfferRequest, findOfferIntakeState, listApplicationLinks, recordCreateOfferRequest, setOfferResetState,
  type ApplicationLink,
} from './offer-intake';
import { clearOfferData } from './offer-intake-clear';
import { findBorrowerLinkIds, revokeOfferLinks } from './offer-links';
import { canonicalJson } from '../../../shared/canonical-json';
import { crossReferenceErrors } from './cross-references';
import type { OfferDocument } from './offer-document';
import { recordIdConflictFields } from './record-id-conflict';
import { writeOffer } from './write-offer';

export type CreateOfferOutcome = 'created' | 'unchanged' | 'replaced' | 'reset' | 'invalidated';

export interface CreateOfferResult {
  offerId: number;
  outcome: CreateOfferOutcome;
  offerStatusId: number;
  applications: ApplicationLink[];
}

export interface CreateOfferOptions {
  /** The calling key, whose lender system owns the offer; null for the installation itself (demo seed, file import). */
  lenderKey: LenderKey | null;
  /** The Idempotency-Key header; without one the offer id is the key. */
  idempotencyKey?: string;
  /** Who the audit trail names when no key called (the demo seed, a file import). */
  systemActor?: string;
  /** The demo's short links (link ids are the lender's ids); never for offers from a lender's system. */
  lenderIdLinks?: boolean;
  pii: PiiCipher;
  piiHashKey: string;
}

/** Same-offer CreateOffers wait for each other (PostgreSQL; PGlite has one connection anyway). */
async function lockOfferId(tx: Queryable, offerId: number): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('CreateOffer'), $1)`, [offerId]);
}

async function decide(tx: Queryable, doc: OfferDocument, bodyHash: string, key: LenderKey | null): Promise<CreateOfferOutcome> {
  const state = await findOfferIntakeState(tx, doc.offerId);
  if (!state) return 'created';
  if (state.lenderSystemId !== null && state.lenderSystemId !== key?.lenderSystemId) throw new AppError('FORBIDDEN');
  if (state.offerBodyHash === bodyHash) return 'unchanged';
  if (!state.inProgress) return 'replaced';
  const ifInProgress = doc.ifInProgress ?? 'reject';
  if (ifInProgress === 'reject') throw new AppError('OFFER_IN_PROGRESS');
  return ifInProgress === 'reset' ? 'reset' : 'invalidated';
}

const isUniqueViolation = (error: unknown): boolean => (error as { code?: unknown }).code === '23505';

/**
 * The lender's way in: one offer document written in the caller's transaction. The same body again changes nothing;
 * a changed body replaces an offer no borrower has opened; an offer in progress is refused (409) unless the body asks
 * to reset it (replaced, returning borrowers see Welcome Back!) or to invalidate it (the offer becomes Invalid).
 * Links stay for the life of the offer: each borrower the body keeps keeps their link, unless the body revokes links.
 */
export async function createOffer(tx: Queryable, doc: OfferDocument, opts: CreateOfferOptions): Promise<CreateOfferResult> {
  const errors = crossReferenceErrors(doc);
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors);
  const bodyHash = sha256(canonicalJson(doc));
  const caller = { lenderSystemId: opts.lenderKey?.lenderSystemId ?? null, lenderKeyId: opts.lenderKey?.lenderKeyId ?? null };
  await lockOfferId(tx, doc.offerId);
  if (opts.idempotencyKey !== undefined) {
    const earlier = await findCreateOfferRequest(tx, caller.lenderSystemId, opts.idempotencyKey);
    if (earlier && (earlier.bodyHash !== bodyHash || earlier.offerId !== doc.offerId)) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED');
    }
  }
  const outcome = await decide(tx, doc, bodyHash, opts.lenderKey);
  const rewritten = outcome === 'replaced' || outcome === 'reset';
  const keptLinkIds = rewritten ? await findBorrowerLinkIds(tx, doc.offerId) : new Map<number, string>();
  const write = { ...caller, bodyHash, lenderIdLinks: opts.lenderIdLinks ?? false, keptLinkIds, pii: opts.pii, piiHashKey: opts.piiHashKey };
  try {
    if (rewritten) await clearOfferData(tx, doc.offerId);
    if (outcome === 'created' || rewritten) await writeOffer(tx, doc, write);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('RECORD_ID_CONFLICT', recordIdConflictFields(doc, error));
    throw error;
  }
  if (outcome === 'reset') await setOfferResetState(tx, doc.offerId, 'reset');
  if (outcome === 'invalidated') await setOfferResetState(tx, doc.offerId, 'invalid');
  if (doc.revokeLinks === true && (rewritten || outcome === 'invalidated')) await revokeOfferLinks(tx, doc.offerId);
  await recordCreateOfferRequest(tx, caller, opts.idempotencyKey ?? `offer:${doc.offerId}`, bodyHash, doc.offerId);
  if (outcome !== 'unchanged') {
    const actor: Actor = opts.lenderKey
      ? { type: 'lender', id: lenderActorId(opts.lenderKey) }
      : { type: 'system', id: opts.systemActor ?? 'portal' };
    const invalidation = ['/offerStatusID', ...(doc.revokeLinks === true ? ['/revokeLinks'] : [])];
    const fields = outcome === 'invalidated' ? invalidation : fieldPointers(doc);
    await recordAudit(tx, { offerId: doc.offerId, actor, call: 'CreateOffer', fields });
  }
  const state = await findOfferIntakeState(tx, doc.offerId);
  return {
    offerId: doc.offerId, outcome, offerStatusId: state?.offerStatusId ?? 1,
    applications: await listApplicationLinks(tx, doc.offerId),
  };
}
