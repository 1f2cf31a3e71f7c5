import { describe, expect, it } from 'vitest';
import { borrowerParty } from '../../../../src/server/lender/mismo/borrower-party';
import { all, text, texts } from './mismo-tree';
import { address, employment, profile } from './profile-fixture';

describe('borrowerParty', () => {
  const p = profile({
    creditTypeId: 2,
    borrowerInfo: { ...profile().borrowerInfo, dateOfBirth: '07/19/1978', maritalStatus: 'Separated', citizenshipStatus: 'USCitizen',
      dependentsInd: true, dependentInfo: [{ dependentId: 1, dependentAge: 12, borrowerId: 5001, activeInd: true },
        { dependentId: 2, dependentAge: 0, borrowerId: 5001, activeInd: true }, { dependentId: 3, dependentAge: 5, borrowerId: 5001, activeInd: false }],
      borrowerAddressInfo: [address('Current', { housingTypeId: 2, rentAmount: 1200 }), address('Mailing')] },
    employmentInfo: [employment({ incomeInfo: { monthlyBaseIncome: 4100, overtimeIncome: null, bonusIncome: null, commissionsIncome: null,
      otherIncome: null, applicationId: 7001, employmentId: 1 } })],
    additionalIncomeInfo: [{ additionalIncomeId: 1, applicationId: 7001, incomeTypeId: 2, incomeType: 'Child Support', additionalIncome1: 650, activeInd: true }],
    militaryInfo: { applicationId: 7001, militaryServiceInd: false, currentlyOnActiveDutyInd: null, veteranInd: null,
      reserveOrNationalGuardInd: null, survivingSpouseInd: null, serviceTourExpirationDate: null },
  });
  const { party, arcs } = borrowerParty(p, 'BORROWER_2');
  const role = all(party, 'ROLES/ROLE')[0];

  it('labels the borrower ROLE and marks it Borrower', () => {
    expect(role?.attributes).toEqual({ 'xlink:label': 'BORROWER_2' });
    expect(text(role, 'ROLE_DETAIL/PartyRoleType')).toBe('Borrower');
    expect(text(party, 'INDIVIDUAL/NAME/FirstName')).toBe('Ada');
    expect(text(party, 'ADDRESSES/ADDRESS/AddressType')).toBe('Mailing');
  });

  it("carries the lender's id of the borrower in PARTY_ROLE_IDENTIFIERS, between BORROWER and ROLE_DETAIL (MISMO 3.4 ROLE order)", () => {
    expect(role?.children.map((c) => c.name)).toEqual(['BORROWER', 'PARTY_ROLE_IDENTIFIERS', 'ROLE_DETAIL']);
    const identifier = all(role, 'PARTY_ROLE_IDENTIFIERS/PARTY_ROLE_IDENTIFIER');
    expect(identifier.map((i) => [i.attributes, i.children.map((c) => [c.name, c.text])]))
      .toEqual([[{ SequenceNumber: '1' }, [['PartyRoleIdentifier', String(p.borrowerId)]]]]);
  });

  it('writes birth date, dependents, credit type, marital status and service to BORROWER_DETAIL in schema order', () => {
    expect(all(role, 'BORROWER/BORROWER_DETAIL')[0]?.children.map((c) => [c.name, c.text])).toEqual([
      ['BorrowerBirthDate', '1978-07-19'], ['DependentCount', '2'], ['JointAssetLiabilityReportingType', 'Jointly'],
      ['MaritalStatusType', 'Separated'], ['SelfDeclaredMilitaryServiceIndicator', 'false'],
    ]);
    expect(texts(role, 'BORROWER/DEPENDENTS/DEPENDENT/DependentAgeYearsCount')).toEqual(['12', '0']);
  });

  it('puts employment and other income in one CURRENT_INCOME, and keeps the BORROWER children in schema order', () => {
    expect(texts(role, 'BORROWER/CURRENT_INCOME/CURRENT_INCOME_ITEMS/CURRENT_INCOME_ITEM/CURRENT_INCOME_ITEM_DETAIL/IncomeType'))
      .toEqual(['Base', 'ChildSupport']);
    expect(arcs).toEqual([{ from: 'BORROWER_2_INCOME_1', to: 'BORROWER_2_EMPLOYER_1', arcrole: 'CURRENT_INCOME_ITEM_IsAssociatedWith_EMPLOYER' }]);
    expect(all(role, 'BORROWER')[0]?.children.map((c) => c.name)).toEqual([
      'BORROWER_DETAIL', 'CURRENT_INCOME', 'DECLARATION', 'DEPENDENTS', 'EMPLOYERS', 'RESIDENCES',
    ]);
    expect(text(role, 'BORROWER/RESIDENCES/RESIDENCE/LANDLORD/LANDLORD_DETAIL/MonthlyRentAmount')).toBe('1200.00');
  });

  it("puts the borrower's preferred language between the mailing addresses and the ROLES, as MISMO 3.4 orders PARTY", () => {
    const answered = borrowerParty(profile({ ...p, languagePreferenceInfo: { languageCode: 'kor', languageCodeOtherDescription: null,
      languageRefusalInd: false } }), 'B');
    expect(answered.party.children.map((c) => c.name)).toEqual(['INDIVIDUAL', 'ADDRESSES', 'LANGUAGES', 'ROLES']);
    expect(text(answered.party, 'LANGUAGES/LANGUAGE/LanguageCode')).toBe('kor');
    expect(party.children.map((c) => c.name)).toEqual(['INDIVIDUAL', 'ADDRESSES', 'ROLES']);
  });

  it('writes a dependent count of 0 when the borrower answered No', () => {
    const none = borrowerParty(profile({ borrowerInfo: { ...p.borrowerInfo, dependentsInd: false } }), 'B');
    expect(text(none.party, 'ROLES/ROLE/BORROWER/BORROWER_DETAIL/DependentCount')).toBe('0');
    expect(all(none.party, 'ROLES/ROLE/BORROWER/DEPENDENTS')).toEqual([]);
  });
});
