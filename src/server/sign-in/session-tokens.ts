import type { PiiCipher } from '../pii/pii-cipher';
import type { IssuerTokens } from './openid-issuer';

/** The issuer's tokens as a session keeps them: sealed (AES-GCM, bound to the borrower), never sent to the browser. */
export const sealTokens = (pii: PiiCipher, borrowerId: number, tokens: IssuerTokens): string =>
  pii.seal(JSON.stringify(tokens), borrowerId);

export const openTokens = (pii: PiiCipher, borrowerId: number, sealed: string | null): IssuerTokens =>
  (sealed ? JSON.parse(pii.open(sealed, borrowerId)) : {}) as IssuerTokens;
