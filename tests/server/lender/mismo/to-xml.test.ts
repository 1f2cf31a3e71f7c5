import { describe, expect, it } from 'vitest';
import { emptyElement, frame, leaf } from '../../../../src/server/lender/mismo/mismo-node';
import { MISMO_NAMESPACE, PORTAL_NAMESPACE, ULAD_NAMESPACE, XLINK_NAMESPACE } from '../../../../src/server/lender/mismo/namespaces';
import { toXml } from '../../../../src/server/lender/mismo/to-xml';
import { parseMismo, text } from './mismo-tree';

describe('toXml', () => {
  const doc = frame('MESSAGE', [
    frame('NAME', [leaf('FullName', 'Smith & <Sons> "Ltd"')], { 'xlink:label': 'N_1' }),
    leaf('ULAD:HMDAGenderType', 'Female'),
    emptyElement('RELATIONSHIP', { 'xlink:from': 'A', 'xlink:to': 'B' }),
  ], { MISMOReferenceModelIdentifier: '3.4.032420160128' });
  const xml = toXml(doc);

  it('writes UTF-8 XML with MISMO as the default namespace and the extension prefixes declared on the root', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const { root, namespace, declared } = parseMismo(xml);
    expect(namespace).toBe(MISMO_NAMESPACE);
    expect(declared).toEqual({ xmlns: MISMO_NAMESPACE, 'xmlns:xlink': XLINK_NAMESPACE, 'xmlns:ULAD': ULAD_NAMESPACE, 'xmlns:PORTAL': PORTAL_NAMESPACE });
    expect(root.attributes).toEqual({ MISMOReferenceModelIdentifier: '3.4.032420160128' });
  });

  it('escapes text and round-trips prefixed elements and xlink attributes', () => {
    expect(xml).toContain('Smith &amp; &lt;Sons&gt; "Ltd"');
    const { root } = parseMismo(xml);
    expect(text(root, 'NAME/FullName')).toBe('Smith & <Sons> "Ltd"');
    expect(text(root, 'ULAD:HMDAGenderType')).toBe('Female');
    expect(root.children[0]?.attributes).toEqual({ 'xlink:label': 'N_1' });
    expect(root.children[2]?.attributes).toEqual({ 'xlink:from': 'A', 'xlink:to': 'B' });
  });
});
