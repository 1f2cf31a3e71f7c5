import { describe, expect, it } from 'vitest';
import { isEditOf, readRecord as read3 } from '../../../src/shared/binding/read-record';
import type { ReadSpec } from '../../../src/shared/binding/types';
import { ajvHolds } from '../../../src/shared/validation/ajv-holds';

const holds = ajvHolds();
const readRecord = (read: ReadSpec | undefined, profile: unknown, params: Record<string, string>) => read3(read, profile, params, holds);
const active = { required: ['activeInd'], properties: { activeInd: { const: true } } };

const profile = {
  contactInfo: { emailAddress: 'a@b.co' },
  addresses: [
    { addressId: 1, addressType: 'Current', activeInd: true },
    { addressId: 2, addressType: 'Previous', activeInd: false },
    { addressId: 3, addressType: 'Previous', activeInd: true },
  ],
};

describe('readRecord', () => {
  it('reads an object by pointer; nothing there is a new record', () => {
    expect(readRecord({ from: '/contactInfo' }, profile, {})).toEqual({ kind: 'record', record: { emailAddress: 'a@b.co' } });
    expect(readRecord({ from: '/nothing' }, profile, {})).toEqual({ kind: 'record', record: null });
    expect(readRecord(undefined, profile, {})).toEqual({ kind: 'record', record: null });
  });

  it('takes the first list record matching the where condition', () => {
    expect(readRecord({ from: '/addresses', where: { required: ['addressType'], properties: { addressType: { const: 'Current' } } } }, profile, {})).toMatchObject({ record: { addressId: 1 } });
  });

  it('picks a list record by route parameter, comparing as text; without the parameter it is a new record', () => {
    const read = { from: '/addresses', where: active, pick: { key: 'addressId', param: 'id' } };
    expect(readRecord(read, profile, { id: '3' })).toMatchObject({ kind: 'record', record: { addressId: 3 } });
    expect(readRecord(read, profile, {})).toEqual({ kind: 'record', record: null });
  });

  it('without the parameter, whenAbsent "newest" reads the record with the greatest key', () => {
    const read = { from: '/addresses', where: active, pick: { key: 'addressId', param: 'id', required: true as const, whenAbsent: 'newest' as const } };
    expect(readRecord(read, profile, {})).toMatchObject({ kind: 'record', record: { addressId: 3 } });
    expect(readRecord(read, profile, { id: '1' })).toMatchObject({ kind: 'record', record: { addressId: 1 } });
    expect(readRecord(read, { addresses: [] }, {})).toEqual({ kind: 'not-found', param: 'id', id: '' });
  });

  it('reports a parameter naming no record, or one the where condition leaves out', () => {
    const read = { from: '/addresses', where: active, pick: { key: 'addressId', param: 'id' } };
    expect(readRecord(read, profile, { id: '9' })).toEqual({ kind: 'not-found', param: 'id', id: '9' });
    expect(readRecord(read, profile, { id: '2' })).toEqual({ kind: 'not-found', param: 'id', id: '2' });
  });
});

describe('readRecord with each (a record in a list inside the record found)', () => {
  const subject = { required: ['subjectPropertyInd'], properties: { subjectPropertyInd: { const: true } } };
  const properties = {
    propertyInfo: [
      { realEstateOwnedId: 5, activeInd: true, liabilities: [{ liabilityId: 51, activeInd: true }, { liabilityId: 52, activeInd: false }] },
      { realEstateOwnedId: 9, activeInd: true, subjectPropertyInd: true, liabilities: [] },
      { realEstateOwnedId: 7, activeInd: false, liabilities: [] },
    ],
  };
  const read = {
    from: '/propertyInfo', where: active,
    pick: { key: 'realEstateOwnedId', param: 'propertyId', required: true as const, whenAbsent: 'newest' as const, newestWhere: { not: subject } },
    each: { from: '/liabilities', where: active, pick: { key: 'liabilityId', param: 'lenderId' } },
  };
  const parent = properties.propertyInfo[0];

  it('reads the inner record with its parent as $parent; a new one is the parent alone', () => {
    expect(readRecord(read, properties, { propertyId: '5', lenderId: '51' })).toEqual({
      kind: 'record', record: { liabilityId: 51, activeInd: true, $parent: parent } });
    expect(readRecord(read, properties, { propertyId: '5' })).toEqual({ kind: 'record', record: { $parent: parent } });
  });

  it('without the parent parameter, the newest record matching newestWhere is the parent', () => {
    expect(readRecord(read, properties, {})).toEqual({ kind: 'record', record: { $parent: parent } });
    expect(readRecord(read, { propertyInfo: [properties.propertyInfo[1]] }, {})).toEqual({ kind: 'not-found', param: 'propertyId', id: '' });
  });

  it('reports an inner or outer parameter naming no record', () => {
    expect(readRecord(read, properties, { propertyId: '5', lenderId: '52' })).toEqual({ kind: 'not-found', param: 'lenderId', id: '52' });
    expect(readRecord(read, properties, { propertyId: '7', lenderId: '51' })).toEqual({ kind: 'not-found', param: 'propertyId', id: '7' });
  });

  it('is an edit screen when the inner pick parameter is in the route', () => {
    expect(isEditOf(read, { propertyId: '5', lenderId: '51' })).toBe(true);
    expect(isEditOf(read, { propertyId: '5' })).toBe(false);
  });
});

describe('isEditOf', () => {
  it('is an edit screen when its pick parameter is in the route', () => {
    const read = { from: '/addresses', pick: { key: 'addressId', param: 'id' } };
    expect(isEditOf(read, { id: '1' })).toBe(true);
    expect(isEditOf(read, {})).toBe(false);
    expect(isEditOf({ from: '/contactInfo' }, { id: '1' })).toBe(false);
  });
});
