import { element, type MaybeNode } from './mismo-node';

/**
 * MISMO's extension point: EXTENSION/OTHER/<container>. ULAD's containers carry the data points of the 2020 URLA
 * that MISMO 3.4 lacks; PORTAL's carry the values the portal collects that neither has an element for.
 */
export function otherExtension(container: `ULAD:${string}` | `PORTAL:${string}`, children: MaybeNode[]): MaybeNode {
  return element('EXTENSION', [element('OTHER', [element(container, children)])]);
}
