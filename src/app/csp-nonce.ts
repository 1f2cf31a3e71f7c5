import { setNonce } from 'get-nonce';

/**
 * The server's CSP allows `<style>` elements only with this page's nonce, which it puts in
 * `<meta property="csp-nonce">`. styled-components reads that tag itself; the dialog's scroll lock
 * (react-remove-scroll) asks get-nonce, so it is handed over here, before anything renders.
 */
export function adoptCspNonce(doc: Document = document): string | null {
  const meta = doc.head.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide the attribute once the page has a CSP (nonce hiding); the property keeps it.
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || null;
  if (nonce) setNonce(nonce);
  return nonce;
}
