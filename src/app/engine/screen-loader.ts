import { use } from 'react';
import { screenLoaders } from '../generated/screens';

export { screenIds } from '../generated/screens';
import type { ScreenLoaders, ScreenModule } from './types';

/** A cached, Suspense-friendly loader over a map of dynamic imports (one promise per screen id). */
export function createScreenLoader(loaders: ScreenLoaders) {
  const cache = new Map<string, Promise<ScreenModule>>();
  return function load(screenId: string): Promise<ScreenModule> {
    const cached = cache.get(screenId);
    if (cached) return cached;
    const loader = loaders[screenId];
    const promise = loader
      ? loader()
      : Promise.reject(
          new Error(`Unknown screen '${screenId}'. Known screens: ${Object.keys(loaders).sort().join(', ') || '(none)'}.`),
        );
    cache.set(screenId, promise);
    // A failed import may succeed later (e.g. after a network blip), so it is not kept.
    promise.catch(() => cache.delete(screenId));
    return promise;
  };
}

export const loadScreen = createScreenLoader(screenLoaders as ScreenLoaders);

/** Suspends until the screen module is loaded; an unknown id throws to the nearest error boundary. */
export function useScreen(screenId: string): ScreenModule {
  return use(loadScreen(screenId));
}
