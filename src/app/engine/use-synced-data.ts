import { useState } from 'react';
import { deepEquals } from '@rjsf/utils';

/**
 * Local form data seeded from `source`. The local copy survives re-renders and failed saves, and is replaced only
 * when `source` changes in content (e.g. the server answered with the updated profile).
 */
export function useSyncedData<T>(source: T): [T, (next: T) => void] {
  const [state, setState] = useState({ source, data: source });
  if (state.source !== source && !deepEquals(state.source, source)) {
    const next = { source, data: source };
    setState(next);
    return [next.data, (data: T) => setState((s) => ({ ...s, data }))];
  }
  return [state.data, (data: T) => setState((s) => ({ ...s, data }))];
}
