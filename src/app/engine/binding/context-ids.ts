import type { ScreenContext } from '../types';

/** The context values a binding may name (`$ctx`): the session's application, borrower and offer ids. */
export const contextIds = ({ profile }: ScreenContext) => ({ applicationId: profile.applicationId, borrowerId: profile.borrowerId, offerId: profile.offerId });
