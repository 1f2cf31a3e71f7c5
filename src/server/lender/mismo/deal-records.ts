import type { MismoNode } from './mismo-node';
import type { Arc } from './relationships';

/** Labelled containers of one kind for a DEAL list (ASSETS, LIABILITIES, EXPENSES) and the arcs out of them. */
export interface DealRecords {
  nodes: MismoNode[];
  arcs: Arc[];
}

/** The records shared between borrowers (a joint asset, a co-owned property), each once, in first-seen order. */
export function distinctBy<T>(items: readonly T[], key: (item: T) => number): T[] {
  const seen = new Map<number, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}
