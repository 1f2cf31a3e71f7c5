import { describe, expect, it } from 'vitest';
import { logoutDestination } from '../../../src/app/layout/logic/logout-destination';

describe('logoutDestination', () => {
  it("follows the logout's returned path on this site in the app", () => {
    expect(logoutDestination({ url: '/signed-out' })).toEqual({ path: '/signed-out' });
    expect(logoutDestination({ url: '/home' })).toEqual({ path: '/home' });
  });

  it("goes to the issuer's end-session page by a full navigation", () => {
    const endSession = 'https://id.lender.example/oidc/session/end?id_token_hint=x&post_logout_redirect_uri=y';
    expect(logoutDestination({ url: endSession })).toEqual({ href: endSession });
  });

  it('goes to the signed-out page without an answer, or for an address that is neither', () => {
    expect(logoutDestination(null)).toEqual({ path: '/signed-out' });
    expect(logoutDestination({ url: '' })).toEqual({ path: '/signed-out' });
    for (const url of ['//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'data:text/html,x']) {
      expect(logoutDestination({ url }), url).toEqual({ path: '/signed-out' });
    }
  });
});
