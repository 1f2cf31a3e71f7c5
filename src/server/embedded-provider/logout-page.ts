import type { KoaContextWithOIDC } from 'oidc-provider';
import { randomToken } from '../auth/crypto';

/**
 * The provider's sign-out confirmation, confirmed at once: the borrower already chose Sign out in the portal, which
 * sent them here with their ID token. The form carries the provider's own CSRF value; without script it is a button.
 */
export function logoutPage(ctx: KoaContextWithOIDC, form: string): void {
  const nonce = randomToken(16);
  ctx.set('content-security-policy',
    `default-src 'none'; script-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`);
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  ctx.body = '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Signing out</title>'
    + '<meta name="viewport" content="width=device-width, initial-scale=1"></head><body>'
    + `${confirmed}<noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>`
    + `<script nonce="${nonce}">document.getElementById('op.logoutForm').submit();</script></body></html>`;
}
