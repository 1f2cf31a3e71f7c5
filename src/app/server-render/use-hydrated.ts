import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates server-rendered markup (and on the server), true from the render after: a control the
 * server draws is held disabled until its handler is attached, so a tap made before then is not silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
