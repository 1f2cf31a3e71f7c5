import { describe, expect, it } from 'vitest';
import { individualNode } from '../../../../src/server/lender/mismo/individual';
import { all, text } from './mismo-tree';
import { profile } from './profile-fixture';

describe('individualNode', () => {
  const info = profile().borrowerInfo;

  it('writes the legal name with its suffix (Other is the borrower\'s text, None is none)', () => {
    const named = individualNode({ ...info, middleName: 'King', suffixName: 'Jr.' }, null);
    expect(all(named, 'NAME')[0]?.children.map((c) => [c.name, c.text])).toEqual([
      ['FirstName', 'Ada'], ['LastName', 'Byron'], ['MiddleName', 'King'], ['SuffixName', 'Jr.'],
    ]);
    expect(text(individualNode({ ...info, suffixName: 'Other', otherSuffix: 'Esq' }, null), 'NAME/SuffixName')).toBe('Esq');
    expect(text(individualNode({ ...info, suffixName: 'None' }, null), 'NAME/SuffixName')).toBeNull();
  });

  it('writes the active alternate name as an ALIAS, and none when the borrower answered No', () => {
    const alias = { alternateFirstName: 'Ada', alternateMiddleName: null, alternateLastName: 'King', borrowerId: 5001, activeInd: true };
    const node = individualNode({ ...info, alternateNameInd: true, alternateNameInfo: alias }, null);
    expect(text(node, 'ALIASES/ALIAS/NAME/LastName')).toBe('King');
    expect(all(individualNode({ ...info, alternateNameInd: false, alternateNameInfo: alias }, null), 'ALIASES')).toEqual([]);
  });

  it('writes each phone with its role (and the work extension) and the email as contact points', () => {
    const node = individualNode(info, { homePhoneNumber: '2175550123', cellPhoneNumber: null, workPhoneNumber: '8475550789',
      workPhoneExtn: '42', emailAddress: 'ada@example.com' });
    const points = all(node, 'CONTACT_POINTS/CONTACT_POINT');
    expect(points.map((p) => [text(p, 'CONTACT_POINT_DETAIL/ContactPointRoleType'), text(p, 'CONTACT_POINT_TELEPHONE/ContactPointTelephoneValue'),
      text(p, 'CONTACT_POINT_TELEPHONE/ContactPointTelephoneExtensionValue'), text(p, 'CONTACT_POINT_EMAIL/ContactPointEmailValue')])).toEqual([
      ['Home', '2175550123', null, null], ['Work', '8475550789', '42', null], [null, null, null, 'ada@example.com'],
    ]);
    expect(points.map((p) => p.attributes.SequenceNumber)).toEqual(['1', '2', '3']);
  });
});
