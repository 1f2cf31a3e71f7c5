// Whether a page's network has gone quiet: no request in flight, and none started or ended for a while.
import type { Page, Request } from 'playwright-core';

export interface NetworkWatch {
  /** Resolves once nothing has been in flight for `forMs`; throws naming what is still loading after `timeoutMs`. */
  quiet(forMs?: number, timeoutMs?: number): Promise<void>;
}

export function watchNetwork(page: Page): NetworkWatch {
  const pending = new Set<Request>();
  let changed = Date.now();
  const started = (request: Request) => {
    pending.add(request);
    changed = Date.now();
  };
  const ended = (request: Request) => {
    pending.delete(request);
    changed = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(forMs = 250, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (pending.size > 0 || Date.now() - changed < forMs) {
        if (Date.now() > deadline) throw new Error(`still loading: ${[...pending].map((r) => r.url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}
