import { describe, expect, it } from 'vitest';
import { arcsToRoles, relationshipsNode } from '../../../../src/server/lender/mismo/relationships';
import { all } from './mismo-tree';

describe('relationships', () => {
  const roles = new Map([[7001, 'BORROWER_1'], [7002, 'BORROWER_2']]);

  it('arcs to the ROLE of each application on the deal, once each, skipping applications not on it', () => {
    expect(arcsToRoles('ASSET_1', [7002, 7001, 7002, 9999], roles, 'ASSET_IsAssociatedWith_ROLE')).toEqual([
      { from: 'ASSET_1', to: 'BORROWER_2', arcrole: 'ASSET_IsAssociatedWith_ROLE' },
      { from: 'ASSET_1', to: 'BORROWER_1', arcrole: 'ASSET_IsAssociatedWith_ROLE' },
    ]);
  });

  it('writes one numbered RELATIONSHIP per arc with the ULAD arcrole URI, and none without arcs', () => {
    const node = relationshipsNode([{ from: 'LIABILITY_1', to: 'BORROWER_1', arcrole: 'LIABILITY_IsAssociatedWith_ROLE' }]);
    expect(all(node, 'RELATIONSHIP').map((r) => r.attributes)).toEqual([{
      SequenceNumber: '1', 'xlink:arcrole': 'urn:fdc:mismo.org:2009:residential/LIABILITY_IsAssociatedWith_ROLE',
      'xlink:from': 'LIABILITY_1', 'xlink:to': 'BORROWER_1',
    }]);
    expect(relationshipsNode([])).toBeNull();
  });
});
