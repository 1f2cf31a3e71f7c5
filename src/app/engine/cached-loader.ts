/** A promise as React's `use()` reads it: once settled it says so, and `use()` answers without suspending. */
type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Marks the promise with its outcome the way React records it on a promise it has seen, so a chunk loaded ahead of
 * its first render (the language switch loads a locale's texts before showing them) shows at once, no fallback.
 */
function tracked<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as TrackedPromise<T>;
  marked.status = 'pending';
  promise.then(
    (value) => Object.assign(marked, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(marked, { status: 'rejected', reason }),
  );
  return promise;
}

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
    const promise = tracked(
      loader ? loader() : Promise.reject(new Error(`Unknown ${kind} '${id}'. Known ${kind}s: ${Object.keys(loaders).sort().join(', ') || '(none)'}.`)),
    );
    cache.set(id, promise);
    // A failed import may succeed later (e.g. after a network blip), so it is not kept.
    promise.catch(() => cache.delete(id));
    return promise;
  };
}
