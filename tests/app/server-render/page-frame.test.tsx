// Each framed page names a route of the app and modules the client bundle has: a renamed page or route would
// otherwise lose its frame (or its preloads) without a word.
import { existsSync } from 'node:fs';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { frameRoutes, framedPageAt } from '../../../src/app/server-render/page-frame';
import { routes } from '../../../src/app/routing/routes';
import { appStartModule, framedPages, renderedPages } from '../../../src/shared/page-render/rendered-pages';

const leaves = (list: RouteObject[]): RouteObject[] => list.flatMap((route) => (route.children ? leaves(route.children) : [route]));

describe('framed pages', () => {
  it("each names a route of the app and modules that exist", () => {
    const paths = leaves(routes).map((route) => route.path);
    for (const page of framedPages) {
      expect(paths).toContain(page.path);
      for (const module of page.modules) expect(existsSync(module), module).toBe(true);
    }
  });

  it('and the rendered pages and the app start name modules that exist', () => {
    for (const module of [appStartModule, ...renderedPages.map((page) => page.module)]) expect(existsSync(module), module).toBe(true);
  });

  it("draw their pages as the loading state and leave every other route as it is", () => {
    const framed = leaves(frameRoutes(routes));
    const original = leaves(routes);
    expect(framed).toHaveLength(original.length);
    framed.forEach((route, index) => {
      if (framedPageAt(route.path)) {
        expect(route.lazy).toBeUndefined();
        expect(route.element).toBeTruthy();
      } else {
        expect(route).toBe(original[index]);
      }
    });
  });
});
