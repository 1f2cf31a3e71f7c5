import { describe, expect, it } from 'vitest';
import { routeFiles, type RouteRegistration } from '../../../src/server/routes/context';

describe('routeFiles', () => {
  const health: RouteRegistration = () => undefined;

  it("answers each route file's registration", () => {
    expect(routeFiles({ './health.ts': health })).toEqual([health]);
  });

  it('stops at a file that registers nothing, naming it', () => {
    expect(() => routeFiles({ './health.ts': health, './helper.ts': undefined })).toThrow(
      './helper.ts registers no route: its default export must be its RouteRegistration',
    );
  });
});
