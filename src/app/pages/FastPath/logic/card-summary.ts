import type { BorrowerProfile } from '../../../../shared/api';
import { formatMoney } from '../../../logic/money';
import { fastPathPageTexts as texts } from '../texts';

const joined = (parts: readonly (string | null | undefined)[], by = ' ') =>
  parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(by);

function personal(p: BorrowerProfile): string[] {
  const b = p.borrowerInfo;
  const suffix = b.suffixName === 'None' ? null : b.suffixName;
  return [joined([b.firstName, b.middleName, b.lastName, suffix]), b.maritalStatus ?? texts.notOnFile.maritalStatus];
}

function currentAddress(p: BorrowerProfile): string[] {
  const current = p.borrowerInfo.borrowerAddressInfo.find((a) => a.addressTypeInfo?.typeOfAddress === 'Current' && a.activeInd !== false);
  if (!current) return [texts.notOnFile.address];
  const a = current.addressInfo;
  return [joined([a.streetAddress, a.unitNum], ', '), joined([joined([a.city, a.state], ', '), a.zipCode])];
}

function employer(p: BorrowerProfile): string[] {
  const jobs = p.employmentInfo.filter((e) => e.currentEmployerInd === true);
  if (jobs.length === 0) return [texts.notOnFile.employer];
  return [...jobs.map((e) => joined([e.employerName, e.position], ', ')), texts.monthlyIncome(formatMoney(p.totalCurrentIncome))];
}

function assets(p: BorrowerProfile): string[] {
  return [texts.count(p.assetInfo.length, 'account'), texts.count(p.propertyInfo.length, 'property', 'properties')];
}

const summaries: Record<string, (p: BorrowerProfile) => string[]> = {
  'personal-details': personal,
  'current-address': currentAddress,
  'current-employer-income': employer,
  assets,
};

/** What a First Things First card shows from the profile on file (an unknown card shows nothing). */
export function cardSummary(cardId: string, profile: BorrowerProfile): string[] {
  return summaries[cardId]?.(profile).filter((line) => line !== '') ?? [];
}
