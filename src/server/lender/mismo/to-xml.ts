import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { MismoNode } from './mismo-node';
import { MISMO_NAMESPACE, PREFIXES } from './namespaces';

const namespaceOf = (qualifiedName: string): string => {
  const colon = qualifiedName.indexOf(':');
  return colon < 0 ? MISMO_NAMESPACE : (PREFIXES[qualifiedName.slice(0, colon)] ?? MISMO_NAMESPACE);
};

function write(parent: XMLBuilder, node: MismoNode): void {
  const el = parent.ele(namespaceOf(node.name), node.name);
  for (const [name, value] of Object.entries(node.attributes)) {
    if (name.includes(':')) el.att(namespaceOf(name), name, value);
    else el.att(name, value);
  }
  if (node.text !== null) el.txt(node.text);
  for (const child of node.children) write(el, child);
}

/** The document as XML (UTF-8, indented): the MISMO namespace as default, every prefix used declared on the root. */
export function toXml(root: MismoNode): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const rootEl = doc.ele(MISMO_NAMESPACE, root.name);
  for (const [prefix, namespace] of Object.entries(PREFIXES)) rootEl.att('http://www.w3.org/2000/xmlns/', `xmlns:${prefix}`, namespace);
  for (const [name, value] of Object.entries(root.attributes)) rootEl.att(name, value);
  for (const child of root.children) write(rootEl, child);
  return doc.end({ prettyPrint: true });
}
