import { describe, expect, it } from 'vitest';
import { fastPath } from '../../../../src/shared/flow/fast-path/fast-path';
import { missingValues } from '../../../../src/shared/flow/fast-path/missing-values';

const address = (typeOfAddress: 'Current' | 'Prior', parts: Record<string, unknown> = {}) => ({
  addressTypeInfo: { typeOfAddress },
  activeInd: true,
  addressInfo: {
    addressId: 1, streetAddress: '123 Main St', unitNum: null, city: 'Springfield', state: 'IL', zipCode: '62701',
    country: 'US', activeInd: true, ...parts,
  },
});
const profile = (info: Record<string, unknown> = {}, contact: Record<string, unknown> | null = {}) => ({
  borrowerInfo: { firstName: 'Jane', lastName: 'Doe', maritalStatus: 'Married', borrowerAddressInfo: [address('Current')], ...info },
  contactInfo: contact && { homePhoneNumber: null, cellPhoneNumber: '2175550100', workPhoneNumber: null, emailAddress: 'jane@example.com', ...contact },
}) as any;

describe('missingValues (Looks Good!)', () => {
  it('nothing missing: no lines (an empty unit does not count)', () => {
    expect(missingValues(fastPath.looksGood, profile())).toEqual([]);
  });
  it("Jane's missing marital status", () => {
    expect(missingValues(fastPath.looksGood, profile({ maritalStatus: null }))).toEqual(['Marital status not on file']);
  });
  it('the full name needs first and last name', () => {
    expect(missingValues(fastPath.looksGood, profile({ lastName: ' ' }))).toEqual(['Full Name not on file']);
  });
  it('any phone number will do; none at all is missing', () => {
    expect(missingValues(fastPath.looksGood, profile({}, { cellPhoneNumber: null, workPhoneNumber: '2175550101' }))).toEqual([]);
    expect(missingValues(fastPath.looksGood, profile({}, { cellPhoneNumber: '' }))).toEqual(['Phone number not on file']);
  });
  it('the current address needs every part but the unit; a prior address does not count', () => {
    expect(missingValues(fastPath.looksGood, profile({ borrowerAddressInfo: [address('Current', { zipCode: '' })] })))
      .toEqual(['Full Address not on file']);
    expect(missingValues(fastPath.looksGood, profile({ borrowerAddressInfo: [address('Prior')] }))).toEqual(['Full Address not on file']);
  });
  it("every line in the spec's order when nothing is on file", () => {
    expect(missingValues(fastPath.looksGood, profile({ firstName: null, maritalStatus: null, borrowerAddressInfo: [] }, null))).toEqual([
      'Full Name not on file', 'Phone number not on file', 'Marital status not on file', 'Email not on file', 'Full Address not on file',
    ]);
  });
  it("the dialog's texts are the spec's", () => {
    expect(fastPath.looksGood).toMatchObject({ dialogTitle: 'Missing Required Information', dialogText: 'Please provide the missing information listed below:' });
  });
});
