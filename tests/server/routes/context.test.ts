import { describe, expect, it } from 'vitest';
import { calledBy, routeFiles } from '../../../src/server/routes/context';

describe('routeFiles', () => {
  const health = calledBy('public', () => undefined);

  it("answers each route file's caller and registration", () => {
    expect(routeFiles({ './health.route.ts': health })).toEqual([health]);
  });

  it('stops at a file that registers nothing, naming it', () => {
    expect(() => routeFiles({ './health.route.ts': health, './helper.route.ts': undefined })).toThrow(
      './helper.route.ts registers no route: its default export must be calledBy(caller, registration)',
    );
  });

  it('stops at a file whose caller is none of the three', () => {
    const unknown = { caller: 'partner', register: () => undefined } as unknown as ReturnType<typeof calledBy>;
    expect(() => routeFiles({ './partner.route.ts': unknown })).toThrow('./partner.route.ts registers no route');
  });
});
