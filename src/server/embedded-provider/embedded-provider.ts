import { Provider, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { derivedSecret } from '../auth/crypto';
import type { Config } from '../config';
import type { Db } from '../db/types';
import { findAccountClaims } from '../sign-in/accounts';
import { callbackUrl } from '../sign-in/portal-urls';
import { providerRecords } from './provider-records';

/** Where the portal mounts its own provider; the issuer is `<PUBLIC_URL>/oidc`. */
export const EMBEDDED_PROVIDER_PATH = '/oidc';

/** The portal's client at its own provider: its id, and its secret derived from the session secret. */
export function embeddedClient(config: Config) {
  return {
    issuer: `${config.publicUrl}${EMBEDDED_PROVIDER_PATH}`,
    clientId: 'portal',
    clientSecret: derivedSecret(config.sessionSecret, 'embedded OpenID provider client'),
    redirectUri: callbackUrl(config),
  };
}

/** The interaction page of a sign-in: the portal's own login page (`/login/<uid>`). */
const interactionPath = (uid: string): string => `/login/${encodeURIComponent(uid)}`;

async function findAccount(db: Db, _ctx: KoaContextWithOIDC, sub: string) {
  const accountId = Number(sub);
  const account = Number.isSafeInteger(accountId) ? await findAccountClaims(db, accountId) : null;
  if (!account) return undefined;
  return {
    accountId: sub,
    // The email is the one the lender has on file for the borrower, who passed the identity check to create the account.
    claims: () => ({
      sub, email: account.email, email_verified: true, given_name: account.firstName ?? undefined, family_name: account.lastName ?? undefined,
    }),
  };
}

/**
 * The portal's own OpenID provider (node-oidc-provider, OpenID Certified): the default issuer when no other is
 * configured. Its accounts are the portal's accounts table, its sign-in page the portal's login page, its records
 * rows in the database (so any app server may finish a sign-in another began), and its signing key a secret kept
 * like the others (`OIDC_SIGNING_KEY`). The portal is its only client, first-party: what it asks is granted without a
 * consent page. A sign-in here lasts as long as the browser (its cookie is not kept), and the portal asks for the
 * password at every sign-in anyway (`prompt=login`).
 */
export function embeddedProvider(config: Config, db: Db): Provider {
  const client = embeddedClient(config);
  const sessionSeconds = config.sessionMaxHours * 3600;
  const cookie = { httpOnly: true, sameSite: 'lax' as const, secure: config.cookieSecure };
  const configuration: Configuration = {
    adapter: providerRecords(db),
    clients: [{
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [client.redirectUri],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
    }],
    findAccount: (ctx, sub) => findAccount(db, ctx, sub),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    // The ID token carries the scopes' claims, so the portal links the account without a userinfo call.
    conformIdTokenClaims: false,
    jwks: { keys: [JSON.parse(config.oidcSigningKey)] },
    cookies: { keys: [derivedSecret(config.sessionSecret, 'embedded OpenID provider cookies')], long: cookie, short: cookie },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      // The portal ends a sign-in here itself when the borrower signs out (endEmbeddedSignIn): no page of the provider's.
      rpInitiatedLogout: { enabled: false },
    },
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid) },
    // A page the provider cannot answer (a sign-in long expired, a link tampered with) is the portal's error page,
    // in the borrower's language, not the provider's plain one.
    renderError: (ctx) => ctx.redirect('/oops'),
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client!.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      if (!oidc.session?.accountId) return undefined;
      const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session.accountId });
      grant.addOIDCScope([...oidc.requestParamScopes].join(' '));
      await grant.save();
      return grant;
    },
    // The portal keeps its session going with the refresh token, whether or not it asked for offline access.
    issueRefreshToken: (_ctx, provided) => provided.grantTypeAllowed('refresh_token'),
    ttl: {
      AuthorizationCode: 60,
      Interaction: 10 * 60,
      AccessToken: 10 * 60,
      IdToken: 10 * 60,
      Session: sessionSeconds,
      Grant: sessionSeconds,
      RefreshToken: sessionSeconds,
    },
  };
  return new Provider(client.issuer, configuration);
}
