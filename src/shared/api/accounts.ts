/**
 * Accounts and the built-in sign-in behind the /oauth-agent calls. The agent calls keep the shape of an
 * OAuth agent (token handler) so an external OpenID provider can replace the built-in one later:
 * login/start returns the provider's authorisation URL, the provider sends the browser back with
 * code and state, login/end exchanges them for the session cookie and returns the CSRF value.
 */
import type { LinkId } from './offer';

/** POST /api/CreateAccount, guarded + CSRF, only once the offer is submitted. The email is the borrower's email on file. */
export interface CreateAccountBody {
  password: string;
}
export interface CreateAccountResponse {
  email: string;
}

/** POST /oauth-agent/login/start: sets a short-lived signed HttpOnly state cookie. */
export interface LoginStartResponse {
  /** Built-in provider: `/login?state=...` (our login page). */
  authorizationRequestUrl: string;
}

/** POST /api/Authorize: the built-in provider's credential check (what the login page posts). */
export interface AuthorizeBody {
  email: string;
  password: string;
  state: string;
}
/** 200: where the provider sends the browser back: `/login/callback?code=...&state=...`. */
export interface AuthorizeResponse {
  redirectUrl: string;
}

/** POST /oauth-agent/login/end */
export interface LoginEndBody {
  pageUrl: string;
}
export interface LoginEndResponse {
  /** True when the page URL carried a code and state that were exchanged. */
  handled: boolean;
  isLoggedIn: boolean;
  /** The CSRF value (stored in session storage key loginEnd). */
  csrf?: string;
  borrowerId?: number;
  applicationId?: number;
  offerId?: LinkId;
  /** The borrower's id in their offer link. */
  userId?: LinkId;
  loanId?: number;
}

/** GET /oauth-agent/userInfo */
export interface UserInfoResponse {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
}

/** POST /oauth-agent/logout, header x-origination-csrf. */
export interface LogoutResponse {
  /** Where the browser goes next: the signed-out page. */
  url: string;
}

/** The public page that tells a borrower they signed out (logout's returned URL). */
export const signedOutPath = '/signed-out';
