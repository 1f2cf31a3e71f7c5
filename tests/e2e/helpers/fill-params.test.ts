import { describe, expect, test } from 'vitest';
import { fillParams } from './fill-params';
import type { ParamSource } from './param-sources';

const active = { required: ['activeInd'], properties: { activeInd: { const: true } } };

const profile = {
  employmentInfo: [
    { employmentId: 11, activeInd: false, isMilitaryEmployment: false },
    { employmentId: 12, activeInd: true, isMilitaryEmployment: true },
    { employmentId: 13, activeInd: true, isMilitaryEmployment: false },
  ],
  propertyInfo: [
    { realEstateOwnedId: 21, activeInd: false, liabilities: [{ liabilityId: 31, activeInd: true }] },
    { realEstateOwnedId: 22, activeInd: true, subjectPropertyInd: true, liabilities: [{ liabilityId: 32, realEstateOwnedId: 22, activeInd: true }] },
    { realEstateOwnedId: 23, activeInd: true, subjectPropertyInd: false,
      liabilities: [{ liabilityId: 33, realEstateOwnedId: 23, activeInd: false }, { liabilityId: 34, realEstateOwnedId: 23, activeInd: true }] },
  ],
};

const lenders: ParamSource = {
  from: 'list', list: 'loan-and-property/properties-list', section: 'lenders',
  spec: {
    from: '/propertyInfo', where: active, each: { from: '/liabilities', where: active },
    key: 'liabilityId', fields: { lenderId: { var: 'liabilityId' } }, readOnly: { required: ['$parent'], properties: { $parent: { required: ['subjectPropertyInd'], properties: { subjectPropertyInd: { const: true } } } } },
  },
};
const jobs: ParamSource = {
  from: 'binding', screen: 'info/employment',
  read: { from: '/employmentInfo', where: { ...active, properties: { ...active.properties, isMilitaryEmployment: { not: { const: true } } } } },
  pick: { key: 'employmentId', param: 'id' },
};
const keys: ParamSource = { from: 'record keys' };

describe('a route\'s parameters from a borrower\'s profile', () => {
  test('a list section fills them as its Edit link does: the item\'s id, its fields by name; read-only items have none', () => {
    // 32 is the subject property's lender (read-only); 34 the first editable one, on property 23.
    expect(fillParams([lenders], ['realEstateOwnedId', 'lenderId'], profile)).toEqual({ realEstateOwnedId: '23', lenderId: '34' });
    expect(fillParams([lenders], ['id'], profile)).toEqual({ id: '34' });
  });

  test('a binding\'s read.pick fills its parameter with a record its where and filter keep', () => {
    expect(fillParams([jobs], ['id'], profile)).toEqual({ id: '13' });
    expect(fillParams([jobs], ['id', 'other'], profile)).toBeUndefined();
  });

  test('a parameter named after a record key: the first active record carrying it, nested ones carrying their parent\'s', () => {
    expect(fillParams([keys], ['realEstateOwnedId'], profile)).toEqual({ realEstateOwnedId: '22' });
    expect(fillParams([keys], ['realEstateOwnedId', 'liabilityId'], profile)).toEqual({ realEstateOwnedId: '22', liabilityId: '32' });
    const lenderWithoutItsKey = { propertyInfo: [{ realEstateOwnedId: 5, activeInd: true, liabilities: [{ liabilityId: 6 }] }] };
    expect(fillParams([keys], ['realEstateOwnedId', 'liabilityId'], lenderWithoutItsKey)).toEqual({ realEstateOwnedId: '5', liabilityId: '6' });
    expect(fillParams([keys], ['id'], profile)).toBeUndefined();
  });

  test('the first source that fills them wins; none when no record has them', () => {
    expect(fillParams([jobs, keys], ['id'], profile)).toEqual({ id: '13' });
    expect(fillParams([jobs], ['id'], { employmentInfo: [] })).toBeUndefined();
    expect(fillParams([], ['id'], profile)).toBeUndefined();
  });
});
