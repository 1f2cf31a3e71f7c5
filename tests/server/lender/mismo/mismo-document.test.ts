import { describe, expect, it } from 'vitest';
import { mismoDocument } from '../../../../src/server/lender/mismo/mismo-document';
import { all, text } from './mismo-tree';
import { employment, offer, profile, property } from './profile-fixture';

describe('mismoDocument', () => {
  const borrowers = [
    profile({ applicationId: 7002, borrowerId: 5002, employmentInfo: [employment({ incomeInfo: { monthlyBaseIncome: 5400, overtimeIncome: null,
      bonusIncome: null, commissionsIncome: null, otherIncome: null, applicationId: 7002, employmentId: 1 } })],
    propertyInfo: [property({ applicationIds: [7002, 7003] })] }),
    profile({ applicationId: 7003, borrowerId: 5003, propertyInfo: [property({ applicationIds: [7002, 7003] })] }),
  ];
  const doc = mismoDocument({ offer: offer(), borrowers }, new Date('2024-05-01T12:00:00Z'));
  const deal = all(doc, 'DEAL_SETS/DEAL_SET/DEALS/DEAL')[0];

  it('is one MESSAGE of MISMO 3.4 with its creation time and one DEAL', () => {
    expect(doc.name).toBe('MESSAGE');
    expect(doc.attributes.MISMOReferenceModelIdentifier).toBe('3.4.032420160128');
    expect(text(doc, 'ABOUT_VERSIONS/ABOUT_VERSION/CreatedDatetime')).toBe('2024-05-01T12:00:00.000Z');
    expect(all(doc, 'DEAL_SETS/DEAL_SET/DEALS/DEAL')).toHaveLength(1);
  });

  it('puts the DEAL sections in schema order and ties every record to the borrowers by RELATIONSHIPS', () => {
    expect(deal?.children.map((c) => c.name)).toEqual(['ASSETS', 'COLLATERALS', 'LOANS', 'PARTIES', 'RELATIONSHIPS']);
    expect(all(deal, 'PARTIES/PARTY/ROLES/ROLE').map((r) => r.attributes['xlink:label'])).toEqual(['BORROWER_1', 'BORROWER_2']);
    const arcs = all(deal, 'RELATIONSHIPS/RELATIONSHIP').map((r) => `${r.attributes['xlink:from']}>${r.attributes['xlink:to']}`);
    expect(arcs).toEqual(['BORROWER_1_INCOME_1>BORROWER_1_EMPLOYER_1', 'REO_1>BORROWER_1', 'REO_1>BORROWER_2']);
    const labels = new Set([...all(deal, 'ASSETS/ASSET'), ...all(deal, 'PARTIES/PARTY/ROLES/ROLE'),
      ...all(deal, 'PARTIES/PARTY/ROLES/ROLE/BORROWER/EMPLOYERS/EMPLOYER'),
      ...all(deal, 'PARTIES/PARTY/ROLES/ROLE/BORROWER/CURRENT_INCOME/CURRENT_INCOME_ITEMS/CURRENT_INCOME_ITEM')].map((n) => n.attributes['xlink:label']));
    for (const r of all(deal, 'RELATIONSHIPS/RELATIONSHIP')) {
      expect(labels.has(r.attributes['xlink:from'])).toBe(true);
      expect(labels.has(r.attributes['xlink:to'])).toBe(true);
    }
  });
});
