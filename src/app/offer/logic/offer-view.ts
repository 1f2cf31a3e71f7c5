import type { OfferResponse } from '../../../shared/api';
import { formatCityStateZip, formatAddressLine } from '../../logic/address';
import { formatMoney } from '../../logic/money';

export interface OfferView {
  borrowerName: string;
  loanOfficerName: string;
  brokerageName: string;
  formattedAddressLine: string;
  formattedCityStateZip: string;
  formattedCurrentPrincipalAndInterest: string;
  formattedNewPayment: string;
  formattedMonthlySavings: string;
  formattedLifetimeSavings: string;
  hasNegativeOrNullLifetimeSavings: boolean;
  isFha: boolean;
  disclaimers: string[];
}

export function hasNegativeOrNullLifetimeSavings(lifetimeSavings: number | null | undefined): boolean {
  return lifetimeSavings == null || !(lifetimeSavings > 0);
}

export function isFhaLoan(offer: Pick<OfferResponse, 'loanType' | 'mortgageType'>): boolean {
  return (offer.loanType ?? offer.mortgageType ?? '').trim().toUpperCase() === 'FHA';
}

function disclaimersOf(offer: OfferResponse): string[] {
  const fromOption = offer.options[0]?.offerDetails.disclaimers;
  const all = [
    fromOption?.companyDisclaimers,
    fromOption?.productDisclaimers,
    fromOption?.stateDisclaimers,
    offer.disclaimer,
  ];
  return all.filter((text): text is string => typeof text === 'string' && text.trim() !== '');
}

/** The derived display fields of an offer (portal-journey section 3). */
export function toOfferView(offer: OfferResponse): OfferView {
  const details = offer.options[0]?.offerDetails;
  const lifetime = details?.benefit.lifetimeSavings ?? null;
  return {
    borrowerName: [offer.currentBorrowerFirstName, offer.currentBorrowerLastName].filter(Boolean).join(' '),
    loanOfficerName: offer.loanOfficerName ?? '',
    brokerageName: offer.brokerageName ?? '',
    formattedAddressLine: formatAddressLine(offer.address),
    formattedCityStateZip: formatCityStateZip(offer.address),
    formattedCurrentPrincipalAndInterest: formatMoney(offer.currentPrincipalAndInterest),
    formattedNewPayment: formatMoney(details?.offer.payment),
    formattedMonthlySavings: formatMoney(details?.benefit.monthlySavings),
    formattedLifetimeSavings: formatMoney(lifetime),
    hasNegativeOrNullLifetimeSavings: hasNegativeOrNullLifetimeSavings(lifetime),
    isFha: isFhaLoan(offer),
    disclaimers: disclaimersOf(offer),
  };
}
