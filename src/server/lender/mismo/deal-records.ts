import type { MaybeNode, MismoNode } from './mismo-node';
import { type Arc, type Arcrole, arcsToRoles, type RoleLabels } from './relationships';

/** Labelled containers of one kind for a DEAL list (ASSETS, LIABILITIES, EXPENSES) and the arcs out of them. */
export interface DealRecords {
  nodes: MismoNode[];
  arcs: Arc[];
}

/**
 * Gathers a DEAL list: each record labelled `<prefix>_<n>` in order (n counts only the records kept: a container
 * with nothing in it is left out) and arced with `arcrole` to the ROLE of each application it names.
 */
export function dealRecords(prefix: string, arcrole: Arcrole, roles: RoleLabels): {
  records: DealRecords;
  add(node: (label: string) => MaybeNode, applicationIds: readonly number[]): void;
} {
  const records: DealRecords = { nodes: [], arcs: [] };
  return {
    records,
    add(node, applicationIds) {
      const label = `${prefix}_${records.nodes.length + 1}`;
      const built = node(label);
      if (!built) return;
      records.nodes.push(built);
      records.arcs.push(...arcsToRoles(label, applicationIds, roles, arcrole));
    },
  };
}

/** The records shared between borrowers (a joint asset, a co-owned property), each once, in first-seen order. */
export function distinctBy<T>(items: readonly T[], key: (item: T) => number): T[] {
  const seen = new Map<number, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}
