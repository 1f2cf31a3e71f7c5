// Reading a MISMO document in tests: the XML parsed back (xmlbuilder2) into the nodes the builders make, and paths.
import { create } from 'xmlbuilder2';
import type { MismoNode } from '../../../../src/server/lender/mismo/mismo-node';

interface DomElement {
  nodeType: number;
  prefix: string | null;
  localName: string;
  namespaceURI: string | null;
  attributes: ArrayLike<{ name: string; value: string }>;
  childNodes: ArrayLike<DomElement & { data?: string }>;
}

const ELEMENT = 1;
const TEXT = 3;

function toNode(el: DomElement): MismoNode {
  const elements = Array.from(el.childNodes).filter((c) => c.nodeType === ELEMENT);
  const text = Array.from(el.childNodes).filter((c) => c.nodeType === TEXT).map((c) => c.data ?? '').join('').trim();
  const attributes = Object.fromEntries(Array.from(el.attributes).filter((a) => !a.name.startsWith('xmlns')).map((a) => [a.name, a.value]));
  return {
    name: el.prefix ? `${el.prefix}:${el.localName}` : el.localName,
    attributes,
    children: elements.map(toNode),
    text: elements.length === 0 ? text : null,
  };
}

/** The document's root element, with its namespace. */
export function parseMismo(xml: string): { root: MismoNode; namespace: string | null; declared: Record<string, string> } {
  const el = create(xml).root().node as unknown as DomElement;
  const declared = Object.fromEntries(Array.from(el.attributes).filter((a) => a.name.startsWith('xmlns')).map((a) => [a.name, a.value]));
  return { root: toNode(el), namespace: el.namespaceURI, declared };
}

/** Every node at a slash-separated path of child names below `node`. */
export function all(node: MismoNode | null | undefined, path: string): MismoNode[] {
  if (!node) return [];
  return path.split('/').reduce<MismoNode[]>((level, name) => level.flatMap((n) => n.children.filter((c) => c.name === name)), [node]);
}

/** The first node at the path, or undefined. */
export const one = (node: MismoNode | null | undefined, path: string): MismoNode | undefined => all(node, path)[0];

/** The text of the first node at the path (null when there is none). */
export const text = (node: MismoNode | null | undefined, path: string): string | null => one(node, path)?.text ?? null;

/** The texts of every node at the path. */
export const texts = (node: MismoNode | null | undefined, path: string): (string | null)[] => all(node, path).map((n) => n.text);

/** A money or count value as a number (null when absent). */
export const num = (node: MismoNode | null | undefined, path: string): number | null => {
  const t = text(node, path);
  return t === null ? null : Number(t);
};

