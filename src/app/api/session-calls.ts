import type { LogoutResponse } from '../../shared/api/generated/types';
import { readSessionValue } from '../state/session-storage';
import { callApi } from './client';

const oauthAgentBase = '/oauth-agent';

function originationCsrf(): Record<string, string> {
  const token = readSessionValue<string>('loginEnd');
  return token ? { 'x-origination-csrf': token } : {};
}

/** Keeps the server's idle expiry in step with an active user. A 401 here is a session that already ended. */
export function refreshSession(): Promise<unknown> {
  return callApi('refresh', {}, { base: oauthAgentBase, headers: originationCsrf() });
}

/** Best-effort logout (the session may already have expired on the server): never throws. */
export async function logoutSession(csrf = originationCsrf()): Promise<LogoutResponse | null> {
  try {
    return await callApi<LogoutResponse>('logout', {}, { base: oauthAgentBase, headers: csrf, quietUnauthorized: true });
  } catch {
    return null;
  }
}

/** The header value must be read before the session state is cleared. */
export function currentOriginationCsrf(): Record<string, string> {
  return originationCsrf();
}
