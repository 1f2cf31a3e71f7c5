/**
 * Accounts and the built-in sign-in behind the /oauth-agent calls. The agent calls keep the shape of an
 * OAuth agent (token handler) so an external OpenID provider can replace the built-in one later:
 * login/start returns the provider's authorisation URL, the provider sends the browser back with
 * code and state, login/end exchanges them for the session cookie and returns the CSRF value.
 */

/** The public page that tells a borrower they signed out (logout's returned URL). */
export const signedOutPath = '/signed-out';
