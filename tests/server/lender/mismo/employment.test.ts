import { describe, expect, it } from 'vitest';
import { employmentSection } from '../../../../src/server/lender/mismo/employment';
import { all, text } from './mismo-tree';
import { employment } from './profile-fixture';

const incomeInfo = { monthlyBaseIncome: 6200, overtimeIncome: 0, bonusIncome: 310, commissionsIncome: null, otherIncome: 25,
  applicationId: 7001, employmentId: 1 };

describe('employmentSection', () => {
  it('writes a current job as an EMPLOYER with its EMPLOYMENT, and its income parts as items arced to it', () => {
    const s = employmentSection([employment({ primaryEmploymentInd: true, specialEmploymentInd: false, incomeInfo })], 'BORROWER_1');
    const employer = all(s.employers, 'EMPLOYER')[0];
    expect(employer?.attributes).toEqual({ SequenceNumber: '1', 'xlink:label': 'BORROWER_1_EMPLOYER_1' });
    expect(text(employer, 'LEGAL_ENTITY/LEGAL_ENTITY_DETAIL/FullName')).toBe('Acme Corp');
    expect(text(employer, 'LEGAL_ENTITY/CONTACTS/CONTACT/CONTACT_POINTS/CONTACT_POINT/CONTACT_POINT_TELEPHONE/ContactPointTelephoneValue')).toBe('2175550100');
    expect(text(employer, 'ADDRESS/AddressLineText')).toBe('400 Commerce Dr');
    expect(employer && all(employer, 'EMPLOYMENT')[0]?.children.map((c) => [c.name, c.text])).toEqual([
      ['EmploymentBorrowerSelfEmployedIndicator', 'false'], ['EmploymentClassificationType', 'Primary'],
      ['EmploymentPositionDescription', 'Analyst'], ['EmploymentStartDate', '2015-03-01'], ['EmploymentStatusType', 'Current'],
      ['SpecialBorrowerEmployerRelationshipIndicator', 'false'],
    ]);
    expect(s.incomeItems.map((i) => [i.attributes['xlink:label'], text(i, 'CURRENT_INCOME_ITEM_DETAIL/IncomeType'),
      text(i, 'CURRENT_INCOME_ITEM_DETAIL/CurrentIncomeMonthlyTotalAmount'), text(i, 'CURRENT_INCOME_ITEM_DETAIL/EmploymentIncomeIndicator')])).toEqual([
      ['BORROWER_1_INCOME_1', 'Base', '6200.00', 'true'], ['BORROWER_1_INCOME_2', 'Overtime', '0.00', 'true'],
      ['BORROWER_1_INCOME_3', 'Bonus', '310.00', 'true'], ['BORROWER_1_INCOME_4', 'Other', '25.00', 'true'],
    ]);
    expect(s.arcs).toHaveLength(4);
    expect(s.arcs[0]).toEqual({ from: 'BORROWER_1_INCOME_1', to: 'BORROWER_1_EMPLOYER_1', arcrole: 'CURRENT_INCOME_ITEM_IsAssociatedWith_EMPLOYER' });
  });

  it('writes a previous job as Previous with its end date and gross monthly income, and no current income', () => {
    const s = employmentSection([employment({ currentEmployerInd: false, previousEmployerInd: true, endDate: '02/27/2015',
      incomeInfo: { ...incomeInfo, monthlyBaseIncome: 4300, overtimeIncome: null, bonusIncome: null, otherIncome: null } })], 'B');
    const job = all(s.employers, 'EMPLOYER/EMPLOYMENT')[0];
    expect([text(job, 'EmploymentStatusType'), text(job, 'EmploymentEndDate'), text(job, 'EmploymentMonthlyIncomeAmount'),
      text(job, 'EmploymentClassificationType')]).toEqual(['Previous', '2015-02-27', '4300.00', null]);
    expect(s.incomeItems).toEqual([]);
  });

  it('writes self-employment with its ownership share and monthly income or loss', () => {
    const s = employmentSection([employment({ selfEmployedInd: true, ownershipShare: 'GreaterThanOrEqualTo25Percent', monthlyIncomeOrLoss: -1200 })], 'B');
    const job = all(s.employers, 'EMPLOYER/EMPLOYMENT')[0];
    expect([text(job, 'EmploymentBorrowerSelfEmployedIndicator'), text(job, 'OwnershipInterestType'), text(job, 'EmploymentMonthlyIncomeAmount')])
      .toEqual(['true', 'GreaterThanOrEqualTo25Percent', '-1200.00']);
  });

  it('writes a military entitlement as a current employer with its military pay type, and skips removed jobs', () => {
    const s = employmentSection([
      employment({ employerName: 'U.S. Army Reserve', position: null, isMilitaryEmployment: true,
        militaryIncomeInfo: { incomeTypeId: 21, incomeType: null, militaryIncome1: 620, applicationId: 7001 } }),
      employment({ employerName: 'Gone Inc', activeInd: false }),
    ], 'B');
    expect(all(s.employers, 'EMPLOYER')).toHaveLength(1);
    expect(s.incomeItems.map((i) => [text(i, 'CURRENT_INCOME_ITEM_DETAIL/IncomeType'), text(i, 'CURRENT_INCOME_ITEM_DETAIL/CurrentIncomeMonthlyTotalAmount')]))
      .toEqual([['MilitaryQuartersAllowance', '620.00']]);
    expect(employmentSection([], 'B').employers).toBeNull();
  });
});
