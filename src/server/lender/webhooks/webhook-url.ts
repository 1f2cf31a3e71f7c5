/** Where a webhook may go: HTTPS, or plain http://127.0.0.1 when the configuration allows it (tests only). */
export function webhookUrlProblem(url: string, allowLoopbackHttp: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `"${url}" is not a URL.`;
  }
  if (parsed.username || parsed.password) return 'A webhook URL carries no user name or password.';
  if (parsed.protocol === 'https:') return null;
  if (parsed.protocol === 'http:' && parsed.hostname === '127.0.0.1' && allowLoopbackHttp) return null;
  return `A webhook URL is https:// (http://127.0.0.1 only with WEBHOOK_ALLOW_LOOPBACK_HTTP=true, for tests): "${url}" is not.`;
}
