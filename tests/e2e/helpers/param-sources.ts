// Where a flow node's route parameters come from, as the data files say: the list sections whose Edit leads to the
// node (their `source`), the node's screen binding (`read.pick`), and, for a parameter named after a record key
// (`:realEstateOwnedId`), the profile's records carrying that key.
import type { ListSourceSpec, ReadSpec, ScreenBinding } from '../../../src/shared/binding/types';
import type { ListDefinition } from '../../../src/shared/flow/list-types';

export type ParamSource =
  | { from: 'list'; list: string; section: string; spec: ListSourceSpec }
  | { from: 'binding'; screen: string; read: ReadSpec; pick: NonNullable<ReadSpec['pick']> }
  | { from: 'record keys' };

interface NodeLike {
  id: string;
  screen?: string;
  list?: string;
}

export interface FlowData {
  list(listId: string): ListDefinition;
  binding(screenId: string): ScreenBinding | null;
}

/** The list sections of the node's step whose Edit names the node. */
function listSources(step: { nodes: readonly NodeLike[] }, nodeId: string, data: FlowData): ParamSource[] {
  return step.nodes.flatMap((listNode) => {
    if (!listNode.list) return [];
    const listId = listNode.list;
    return data.list(listId).sections.flatMap((section) =>
      section.edit === nodeId
        ? [{ from: 'list' as const, list: listId, section: section.id, spec: section.source }]
        : []);
  });
}

/** The screen's `read.pick`; a read inside a record (`each`, a property's lender) is left to the lists and record keys. */
function bindingSource(node: NodeLike, names: readonly string[], data: FlowData): ParamSource[] {
  const read = node.screen ? data.binding(node.screen)?.read : undefined;
  return node.screen && read?.pick && !read.each && names.includes(read.pick.param)
    ? [{ from: 'binding', screen: node.screen, read, pick: read.pick }]
    : [];
}

/** The sources of the parameters `names` of `node` in `step`, the records a borrower reaches by Edit first. */
export function paramSources(step: { nodes: readonly NodeLike[] }, node: NodeLike, names: readonly string[], data: FlowData): ParamSource[] {
  if (names.length === 0) return [];
  return [
    ...listSources(step, node.id, data),
    ...bindingSource(node, names, data),
    ...(names.some((name) => name !== 'id') ? [{ from: 'record keys' as const }] : []),
  ];
}

export function describeSource(source: ParamSource): string {
  if (source.from === 'list') return `list ${source.list}, section ${source.section}`;
  if (source.from === 'binding') return `screen ${source.screen}'s read.pick (${source.pick.key} at ${source.read.from})`;
  return 'profile records carrying the key';
}
