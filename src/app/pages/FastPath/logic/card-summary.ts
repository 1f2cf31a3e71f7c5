import type { BorrowerProfile } from '../../../../shared/api';
import type { MessageValues } from '../../../i18n/translator';
import { formatMoney } from '../../../logic/money';

/** The fast-path-pages part's messages a card summary uses (the page's `t`). */
export type SummaryTexts = (
  id: 'maritalStatusNotOnFile' | 'addressNotOnFile' | 'employerNotOnFile' | 'monthlyIncome' | 'accountsOnFile' | 'propertiesOnFile',
  values?: MessageValues,
) => string;

const joined = (parts: readonly (string | null | undefined)[], by = ' ') =>
  parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(by);

function personal(p: BorrowerProfile, t: SummaryTexts): string[] {
  const b = p.borrowerInfo;
  const suffix = b.suffixName === 'None' ? null : b.suffixName;
  return [joined([b.firstName, b.middleName, b.lastName, suffix]), b.maritalStatus ?? t('maritalStatusNotOnFile')];
}

function currentAddress(p: BorrowerProfile, t: SummaryTexts): string[] {
  const current = p.borrowerInfo.borrowerAddressInfo.find((a) => a.addressTypeInfo?.typeOfAddress === 'Current' && a.activeInd !== false);
  if (!current) return [t('addressNotOnFile')];
  const a = current.addressInfo;
  return [joined([a.streetAddress, a.unitNum], ', '), joined([joined([a.city, a.state], ', '), a.zipCode])];
}

function employer(p: BorrowerProfile, t: SummaryTexts): string[] {
  const jobs = p.employmentInfo.filter((e) => e.currentEmployerInd === true);
  if (jobs.length === 0) return [t('employerNotOnFile')];
  return [...jobs.map((e) => joined([e.employerName, e.position], ', ')), t('monthlyIncome', { amount: formatMoney(p.totalCurrentIncome) })];
}

function assets(p: BorrowerProfile, t: SummaryTexts): string[] {
  return [t('accountsOnFile', { n: p.assetInfo.length }), t('propertiesOnFile', { n: p.propertyInfo.length })];
}

const summaries: Record<string, (p: BorrowerProfile, t: SummaryTexts) => string[]> = {
  'personal-details': personal,
  'current-address': currentAddress,
  'current-employer-income': employer,
  assets,
};

/** What a First Things First card shows from the profile on file (an unknown card shows nothing). */
export function cardSummary(cardId: string, profile: BorrowerProfile, t: SummaryTexts): string[] {
  return summaries[cardId]?.(profile, t).filter((line) => line !== '') ?? [];
}
