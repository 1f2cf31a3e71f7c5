import { useMutation } from '@tanstack/react-query';
import type {
  CreateAccountBody, LoginEndBody, LoginEndResponse, LoginStartResponse, PasswordSignInBody, PasswordSignInResponse,
} from '../../../shared/api/generated/types';
import { apiCall, callApi } from '../client';

/** The sign-in calls of the OAuth agent live beside /api. */
const oauthAgentBase = '/oauth-agent';

/** POST /api/CreateAccount (guarded + CSRF): answers the email the account was created for. */
export function useCreateAccount() {
  return useMutation({
    mutationFn: (body: CreateAccountBody) => apiCall('CreateAccount', body, { csrf: true }),
  });
}

/** POST /oauth-agent/login/start: the issuer's authorisation URL, where the browser goes to sign in. */
export function startLogin(): Promise<LoginStartResponse> {
  return callApi<LoginStartResponse>('login/start', {}, { base: oauthAgentBase });
}

/** POST /login/<uid>: the portal's own provider checks the password; answers where the browser goes next. */
export function passwordSignIn(interaction: string, body: PasswordSignInBody): Promise<PasswordSignInResponse> {
  return callApi<PasswordSignInResponse>(encodeURIComponent(interaction), body, { base: '/login' });
}

/** POST /oauth-agent/login/end: exchanges the callback's code and state for the session. */
export function endLogin(body: LoginEndBody): Promise<LoginEndResponse> {
  return callApi<LoginEndResponse>('login/end', body, { base: oauthAgentBase });
}

/** The sign-in page's password check, for the provider's sign-in (`interaction`) that led here. */
export function useLogin(interaction: string) {
  return useMutation({ mutationFn: (values: PasswordSignInBody) => passwordSignIn(interaction, values) });
}

export function useLoginEnd() {
  return useMutation({ mutationFn: endLogin });
}
