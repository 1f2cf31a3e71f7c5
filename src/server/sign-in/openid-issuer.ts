import * as client from 'openid-client';
import { isLoopbackUrl } from '../config';

/** What a sign-in checks when the browser comes back: kept in the signed login-state cookie meanwhile. */
export interface SignInChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Who signed in, as the issuer vouches in its ID token (or at its userinfo endpoint when the token names no email). */
export interface SignedInIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

export interface IssuerTokens {
  refreshToken?: string;
  idToken?: string;
}

/** The OpenID provider borrowers sign in with, as the portal's OAuth agent uses it (openid-client). */
export interface SignInIssuer {
  readonly url: string;
  newChecks(): SignInChecks;
  authorizationUrl(checks: SignInChecks): Promise<string>;
  /** Exchanges the callback's code: state, issuer, PKCE and the ID token (signature, issuer, audience, expiry, nonce) checked. */
  signIn(callbackUrl: URL, checks: SignInChecks): Promise<{ identity: SignedInIdentity; tokens: IssuerTokens }>;
  /** Renews the tokens with the refresh token; what the issuer does not renew is kept. */
  refresh(current: IssuerTokens & { refreshToken: string }): Promise<IssuerTokens>;
  /** Where the browser ends its session at the issuer, or null when the issuer has no end-session endpoint. */
  endSessionUrl(idToken: string): Promise<string | null>;
}

export interface IssuerSettings {
  url: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** How the client reaches the issuer (the embedded provider is answered in process). */
  fetch?: client.CustomFetch;
}

const SCOPE = 'openid email profile offline_access';

export function openIdIssuer(settings: IssuerSettings): SignInIssuer {
  let discovered: Promise<client.Configuration> | null = null;
  // Discovered at the first sign-in, then kept; a failed discovery is tried again next time.
  const configuration = (): Promise<client.Configuration> => {
    discovered ??= client.discovery(new URL(settings.url), settings.clientId, settings.clientSecret, undefined, {
      ...(settings.fetch && { [client.customFetch]: settings.fetch }),
      ...(isLoopbackUrl(new URL(settings.url)) && { execute: [client.allowInsecureRequests] }),
    }).catch((error: unknown) => {
      discovered = null;
      throw error;
    });
    return discovered;
  };

  return {
    url: settings.url,
    newChecks: () => ({ state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() }),

    async authorizationUrl(checks) {
      const url = client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: settings.redirectUri,
        scope: SCOPE,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        // The password every time: a sign-in the issuer still remembers in this browser does not open the portal.
        prompt: 'login',
      });
      return url.href;
    },

    async signIn(callbackUrl, checks) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier, expectedState: checks.state, expectedNonce: checks.nonce, idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the issuer answered no ID token');
      let { email, email_verified: emailVerified } = claims as { email?: unknown; email_verified?: unknown };
      if (typeof email !== 'string') {
        const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
        ({ email, email_verified: emailVerified } = info);
      }
      return {
        identity: {
          issuer: claims.iss, subject: claims.sub, email: typeof email === 'string' ? email : null, emailVerified: emailVerified === true,
        },
        tokens: { refreshToken: tokens.refresh_token, idToken: tokens.id_token },
      };
    },

    async refresh(current) {
      const tokens = await client.refreshTokenGrant(await configuration(), current.refreshToken);
      return { refreshToken: tokens.refresh_token ?? current.refreshToken, idToken: tokens.id_token ?? current.idToken };
    },

    async endSessionUrl(idToken) {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return null;
      return client.buildEndSessionUrl(config, {
        post_logout_redirect_uri: settings.postLogoutRedirectUri, id_token_hint: idToken,
      }).href;
    },
  };
}
