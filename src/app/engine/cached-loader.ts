/**
 * A cached, Suspense-friendly loader over a map of dynamic imports (one promise per id, one chunk each). `kind` names
 * what is loaded in the error for an unknown id, e.g. "Unknown screen 'x'. Known screens: …".
 */
export function cachedLoader<T>(kind: string, loaders: Record<string, () => Promise<T>>) {
  const cache = new Map<string, Promise<T>>();
  return function load(id: string): Promise<T> {
    const cached = cache.get(id);
    if (cached) return cached;
    const loader = loaders[id];
    const promise = loader
      ? loader()
      : Promise.reject(new Error(`Unknown ${kind} '${id}'. Known ${kind}s: ${Object.keys(loaders).sort().join(', ') || '(none)'}.`));
    cache.set(id, promise);
    // A failed import may succeed later (e.g. after a network blip), so it is not kept.
    promise.catch(() => cache.delete(id));
    return promise;
  };
}
