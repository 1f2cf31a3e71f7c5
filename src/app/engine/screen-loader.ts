import { use } from 'react';
import { screenLoaders } from '../generated/screens';
import { cachedLoader } from './cached-loader';
import type { ScreenLoaders, ScreenModule } from './types';

export { screenIds } from '../generated/screens';

export const loadScreen = cachedLoader<ScreenModule>('screen', screenLoaders as ScreenLoaders);

/** Suspends until the screen module is loaded; an unknown id throws to the nearest error boundary. */
export function useScreen(screenId: string): ScreenModule {
  return use(loadScreen(screenId));
}
