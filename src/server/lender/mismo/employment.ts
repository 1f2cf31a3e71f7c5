import type { EmploymentInfo } from '../../../shared/api/borrower-data';
import { addressNode, portalAddress } from './address';
import { element, leaf, type MaybeNode, type MismoNode, sequenced } from './mismo-node';
import { amount, enumerated, indicator, isoDate } from './mismo-values';
import { type IncomeItem, incomeItemNode, MILITARY_INCOME_TYPE } from './income';
import type { Arc } from './relationships';

export interface EmploymentSection {
  employers: MaybeNode;
  /** The employment income items, each labelled and tied to its employer by an arc. */
  incomeItems: MismoNode[];
  arcs: Arc[];
}

const isCurrent = (e: EmploymentInfo): boolean => e.currentEmployerInd ?? !e.previousEmployerInd;

/** The parts of a job's income (URLA 1b: base, overtime, bonus, commission, other) or its military entitlement. */
function incomeOf(e: EmploymentInfo): IncomeItem[] {
  if (e.isMilitaryEmployment) {
    const m = e.militaryIncomeInfo;
    if (!m) return [];
    return [{ incomeType: enumerated(MILITARY_INCOME_TYPE, m.incomeTypeId) ?? 'Other', otherDescription: m.incomeType ?? null,
      monthly: m.militaryIncome1, employment: true }];
  }
  const i = e.incomeInfo;
  if (!i) return [];
  return [
    { incomeType: 'Base', monthly: i.monthlyBaseIncome, employment: true },
    { incomeType: 'Overtime', monthly: i.overtimeIncome, employment: true },
    { incomeType: 'Bonus', monthly: i.bonusIncome, employment: true },
    { incomeType: 'Commissions', monthly: i.commissionsIncome, employment: true },
    { incomeType: 'Other', otherDescription: 'Other employment income', monthly: i.otherIncome, employment: true },
  ];
}

/**
 * EmploymentMonthlyIncomeAmount: a self-employed borrower's monthly income or loss; for a previous job (URLA 1d) its
 * gross monthly income, as its parts are no current income.
 */
function monthlyIncomeAmount(e: EmploymentInfo): string | null {
  if (e.selfEmployedInd && e.monthlyIncomeOrLoss !== null) return amount(e.monthlyIncomeOrLoss);
  if (isCurrent(e)) return null;
  const parts = incomeOf(e).map((p) => p.monthly).filter((m): m is number => m !== null);
  return parts.length === 0 ? null : amount(parts.reduce((sum, m) => sum + m, 0));
}

function employmentNode(e: EmploymentInfo): MaybeNode {
  const current = isCurrent(e);
  return element('EMPLOYMENT', [
    leaf('EmploymentBorrowerSelfEmployedIndicator', indicator(e.selfEmployedInd)),
    leaf('EmploymentClassificationType', current && e.primaryEmploymentInd !== null ? (e.primaryEmploymentInd ? 'Primary' : 'Secondary') : null),
    leaf('EmploymentEndDate', isoDate(e.endDate)),
    leaf('EmploymentMonthlyIncomeAmount', monthlyIncomeAmount(e)),
    leaf('EmploymentPositionDescription', e.position),
    leaf('EmploymentStartDate', isoDate(e.startDate)),
    leaf('EmploymentStatusType', current ? 'Current' : 'Previous'),
    leaf('OwnershipInterestType', e.selfEmployedInd ? e.ownershipShare : null),
    leaf('SpecialBorrowerEmployerRelationshipIndicator', indicator(e.specialEmploymentInd)),
  ]);
}

function employerNode(e: EmploymentInfo, label: string): MaybeNode {
  const phone = element('CONTACTS', [element('CONTACT', [element('CONTACT_POINTS', [element('CONTACT_POINT', [
    element('CONTACT_POINT_TELEPHONE', [leaf('ContactPointTelephoneValue', e.phoneNumber)]),
  ])])])]);
  return element('EMPLOYER', [
    element('LEGAL_ENTITY', [phone, element('LEGAL_ENTITY_DETAIL', [leaf('FullName', e.employerName)])]),
    addressNode(portalAddress(e)),
    employmentNode(e),
  ], { 'xlink:label': label });
}

/**
 * BORROWER/EMPLOYERS (current, previous and military service, URLA 1b-1d) and the income of the current ones as
 * CURRENT_INCOME_ITEMs, each arced to its EMPLOYER. Labels are `<prefix>_EMPLOYER_n` and `<prefix>_INCOME_n`.
 */
export function employmentSection(employments: readonly EmploymentInfo[], prefix: string): EmploymentSection {
  const employers: MismoNode[] = [];
  const incomeItems: MismoNode[] = [];
  const arcs: Arc[] = [];
  for (const e of employments.filter((x) => x.activeInd)) {
    const employerLabel = `${prefix}_EMPLOYER_${employers.length + 1}`;
    const employer = employerNode(e, employerLabel);
    if (!employer) continue;
    employers.push(employer);
    if (!isCurrent(e)) continue;
    for (const part of incomeOf(e)) {
      const label = `${prefix}_INCOME_${incomeItems.length + 1}`;
      const item = incomeItemNode(part, { 'xlink:label': label });
      if (!item) continue;
      incomeItems.push(item);
      arcs.push({ from: label, to: employerLabel, arcrole: 'CURRENT_INCOME_ITEM_IsAssociatedWith_EMPLOYER' });
    }
  }
  return { employers: element('EMPLOYERS', sequenced(employers)), incomeItems, arcs };
}
