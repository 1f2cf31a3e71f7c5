import { bindingBody } from '../../../../shared/binding/build-body';
import type { ScreenBinding } from '../../../../shared/binding/types';
import { type CompiledCondition, compiledHolds } from '../../../../shared/condition/holds';
import type { LinkId } from '../../../../shared/api';
import type { VerifyContactBody } from '../../../../shared/api/generated/types';
import type { FormData } from '../../../engine';

/** The offer link's identifiers: `/offer/{offerId}/{userId}` (userId == CustomerRecordId), and the loan number when known. */
export interface OfferLink {
  offerId: LinkId;
  userId: LinkId;
  loanNumber?: string | null;
}

/**
 * The VerifyContact body the identity/verify screen's binding builds from the answers, with the offer link as its
 * route parameters (the page has no session yet, so no profile and no context ids).
 */
export function verifyBody(
  screen: { binding: ScreenBinding | null; conditions: Readonly<Record<string, CompiledCondition>> },
  answers: FormData,
  link: OfferLink,
): VerifyContactBody {
  if (!screen.binding) throw new Error('identity/verify has no binding (schemas/identity/verify.binding.json)');
  const params = { offerId: link.offerId, userId: link.userId, ...(link.loanNumber ? { loanNumber: link.loanNumber } : {}) };
  const scope = { data: answers, read: null, ctx: {}, params, profile: {}, complete: true, holds: compiledHolds(screen.conditions) };
  return bindingBody(screen.binding, scope) as VerifyContactBody;
}
