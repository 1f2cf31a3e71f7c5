/**
 * The MISMO document as plain data: each section is built by a pure function returning these nodes, and only
 * `to-xml.ts` turns them into XML. An element with nothing to say is left out (null), never written empty.
 */
export interface MismoNode {
  /** The element name; a prefixed name (`ULAD:HMDAGenderType`) is in that extension's namespace. */
  name: string;
  attributes: Record<string, string>;
  children: MismoNode[];
  text: string | null;
}

export type MaybeNode = MismoNode | null;

/** A data point: left out when there is no value. */
export function leaf(name: string, value: string | null | undefined): MaybeNode {
  return value === null || value === undefined || value === '' ? null : { name, attributes: {}, children: [], text: value };
}

/** A container: left out when none of its children is there. */
export function element(name: string, children: MaybeNode[], attributes: Record<string, string> = {}): MaybeNode {
  const present = children.filter((c): c is MismoNode => c !== null);
  return present.length === 0 ? null : { name, attributes, children: present, text: null };
}

/** An element made of attributes only (a RELATIONSHIP). */
export function emptyElement(name: string, attributes: Record<string, string>): MismoNode {
  return { name, attributes, children: [], text: null };
}

/** A container that is always written (the document's frame). */
export function frame(name: string, children: MaybeNode[], attributes: Record<string, string> = {}): MismoNode {
  return { name, attributes, children: children.filter((c): c is MismoNode => c !== null), text: null };
}

/** `SequenceNumber` 1..n over the elements of a list, as MISMO numbers repeated containers. */
export function sequenced(nodes: MismoNode[]): MismoNode[] {
  return nodes.map((node, i) => ({ ...node, attributes: { SequenceNumber: String(i + 1), ...node.attributes } }));
}
