import { signedOutPath } from '../../shared/api/accounts';
import type { Config } from '../config';

/** Where an issuer sends the browser back with the code (every issuer registers this redirect URI for the portal). */
export const callbackUrl = (config: Config): string => `${config.publicUrl}/login/callback`;

/** Where an issuer sends the browser after ending its session there. */
export const signedOutUrl = (config: Config): string => `${config.publicUrl}${signedOutPath}`;
