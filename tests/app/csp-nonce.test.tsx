import { getNonce } from 'get-nonce';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptCspNonce } from '../../src/app/csp-nonce';

afterEach(() => {
  document.head.querySelector('meta[property="csp-nonce"]')?.remove();
});

describe('adoptCspNonce', () => {
  it("hands the page's style nonce to the dialog's scroll lock", () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'a1b2c3');
    document.head.append(meta);
    expect(adoptCspNonce()).toBe('a1b2c3');
    expect(getNonce()).toBe('a1b2c3');
  });

  it('does nothing on a page without one (the dev server, Storybook)', () => {
    expect(adoptCspNonce()).toBeNull();
  });
});
