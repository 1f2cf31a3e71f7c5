import type { ContextMapper, ScreenContext } from './types';
import { verifyFormToPayload, type OfferLink, type VerifyFormData } from './verify-form-to-payload';

/** The offer link as route parameters (`offerId`, `userId`, optional `loanNumber`). */
export function offerLinkFromParams(params: ScreenContext['params']): OfferLink {
  return {
    offerId: params.offerId ?? '',
    userId: params.userId ?? '',
    ...(params.loanNumber ? { loanNumber: params.loanNumber } : {}),
  };
}

/** `identity/verify` -> VerifyContact: the offer link comes from the params (the verify page has no profile yet). */
export const verifyMapper: ContextMapper<VerifyFormData> = {
  toFormData: () => ({}),
  toPayload: (form, ctx) => verifyFormToPayload(form, offerLinkFromParams(ctx.params)),
};
