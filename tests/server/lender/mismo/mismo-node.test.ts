import { describe, expect, it } from 'vitest';
import { element, emptyElement, frame, leaf, sequenced } from '../../../../src/server/lender/mismo/mismo-node';

describe('MISMO nodes', () => {
  it('leaves out a data point without a value and a container without children', () => {
    expect(leaf('FirstName', null)).toBeNull();
    expect(leaf('FirstName', '')).toBeNull();
    expect(element('NAME', [leaf('FirstName', null), null])).toBeNull();
    expect(element('NAME', [leaf('FirstName', 'Ada')])).toEqual({
      name: 'NAME', attributes: {}, text: null, children: [{ name: 'FirstName', attributes: {}, children: [], text: 'Ada' }],
    });
  });

  it('keeps a frame and an attributes-only element even when empty', () => {
    expect(frame('DEAL', [null])).toEqual({ name: 'DEAL', attributes: {}, children: [], text: null });
    expect(emptyElement('RELATIONSHIP', { 'xlink:from': 'A' }).attributes).toEqual({ 'xlink:from': 'A' });
  });

  it('numbers repeated containers from 1, keeping their other attributes', () => {
    const numbered = sequenced([frame('ASSET', [], { 'xlink:label': 'A' }), frame('ASSET', [])]);
    expect(numbered.map((n) => n.attributes)).toEqual([{ SequenceNumber: '1', 'xlink:label': 'A' }, { SequenceNumber: '2' }]);
  });
});
