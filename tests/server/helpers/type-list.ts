// The lists of types the screens offer (GetAssetType, GetIncomeType): the same call shape, tested the same way.
import { describe, expect, it } from 'vitest';
import type { JaneAndJohn } from './jane-and-john';

type TypeEntry = Record<string, unknown>;

/** `url` answers every type to a session without its CSRF token, each with `samples`' fields and no others; 401 without. */
export function describeTypeList(t: JaneAndJohn, url: string, samples: [TypeEntry, ...TypeEntry[]]): void {
  describe(url.replace('/api/', ''), () => {
    it(`answers every type with ${Object.keys(samples[0]).join(', ')} (guarded, no CSRF needed)`, async () => {
      const res = await t.call(t.jane, url, {}, false);
      expect(res.statusCode).toBe(200);
      const types = res.json() as TypeEntry[];
      for (const sample of samples) expect(types).toContainEqual(sample);
      expect(types.every((type) => Object.keys(type).length === Object.keys(samples[0]).length)).toBe(true);
    });

    it('needs a session', async () => {
      const res = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    });
  });
}
