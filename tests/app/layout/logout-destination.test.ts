import { describe, expect, it } from 'vitest';
import { logoutDestination } from '../../../src/app/layout/logic/logout-destination';

describe('logoutDestination', () => {
  it("follows the logout's returned path on this site", () => {
    expect(logoutDestination({ url: '/signed-out' })).toBe('/signed-out');
    expect(logoutDestination({ url: '/home' })).toBe('/home');
  });

  it('goes to the signed-out page without an answer or for another site', () => {
    expect(logoutDestination(null)).toBe('/signed-out');
    expect(logoutDestination({ url: '' })).toBe('/signed-out');
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      expect(logoutDestination({ url }), url).toBe('/signed-out');
    }
  });
});
