import { useMutation } from '@tanstack/react-query';
import type { AuthorizeBody, AuthorizeResponse, CreateAccountBody, LoginEndBody, LoginEndResponse, LoginStartResponse } from '../../../shared/api/generated/types';
import { apiCall, callApi } from '../client';

/** The sign-in calls of the OAuth agent live beside /api. */
const oauthAgentBase = '/oauth-agent';

/** POST /api/CreateAccount (guarded + CSRF): answers the email the account was created for. */
export function useCreateAccount() {
  return useMutation({
    mutationFn: (body: CreateAccountBody) => apiCall('CreateAccount', body, { csrf: true }),
  });
}

/** POST /oauth-agent/login/start: the authorisation URL (`/login?state=...`). */
export function startLogin(): Promise<LoginStartResponse> {
  return callApi<LoginStartResponse>('login/start', {}, { base: oauthAgentBase });
}

/** POST /api/Authorize: the built-in provider's credential check. */
export function authorize(body: AuthorizeBody): Promise<AuthorizeResponse> {
  return apiCall('Authorize', body);
}

/** POST /oauth-agent/login/end: exchanges the callback's code and state for the session. */
export function endLogin(body: LoginEndBody): Promise<LoginEndResponse> {
  return callApi<LoginEndResponse>('login/end', body, { base: oauthAgentBase });
}

/** Login: start, read the state from the authorisation URL, check the credentials; answers the redirect URL. */
export function useLogin() {
  return useMutation({
    mutationFn: async ({ email, password }: { email: string; password: string }) => {
      const { authorizationRequestUrl } = await startLogin();
      const state = new URL(authorizationRequestUrl, window.location.origin).searchParams.get('state') ?? '';
      return authorize({ email, password, state });
    },
  });
}

export function useLoginEnd() {
  return useMutation({ mutationFn: endLogin });
}
