import type { OfferResponse } from '../../../shared/api';
import { formatAddressLine, formatCityStateZip } from '../../logic/address';
import { formatMoney } from '../../logic/money';

export type SummaryPlacement = 'nav' | 'panel';

export interface OfferSummaryView {
  addressLine: string;
  cityStateZip: string;
  currentPayment: string;
  newPayment: string;
  monthlySavings: string;
  /** null: hidden (lifetime savings negative or null). */
  lifetimeSavings: string | null;
  disclaimers: string[];
}

export function hasNegativeOrNullLifetimeSavings(lifetimeSavings: number | null | undefined): boolean {
  return lifetimeSavings == null || lifetimeSavings < 0;
}

function present(text: string | null | undefined): text is string {
  return typeof text === 'string' && text.trim() !== '';
}

/**
 * The offer summary (nav on mobile, side panel on desktop). Est. Lifetime Savings is hidden when
 * negative or null; the side panel's disclaimer appends the fixed savings-estimate disclaimer unless so.
 */
export function toOfferSummary(
  offer: OfferResponse,
  placement: SummaryPlacement,
  savingsEstimateDisclaimer: string,
): OfferSummaryView {
  const details = offer.options[0]?.offerDetails;
  const lifetime = details?.benefit.lifetimeSavings ?? null;
  const hideLifetime = hasNegativeOrNullLifetimeSavings(lifetime);
  const disclaimers = [offer.disclaimer].filter(present);
  if (placement === 'panel' && !hideLifetime) disclaimers.push(savingsEstimateDisclaimer);
  return {
    addressLine: formatAddressLine(offer.address),
    cityStateZip: formatCityStateZip(offer.address),
    currentPayment: formatMoney(offer.currentPrincipalAndInterest),
    newPayment: formatMoney(details?.offer.payment),
    monthlySavings: formatMoney(details?.benefit.monthlySavings),
    lifetimeSavings: hideLifetime ? null : formatMoney(lifetime),
    disclaimers,
  };
}

const fastPathPrefix = '/fast-path';
/** The dashboard is a fast-path page (the spec's progress strip rule names it as the exception). */
const dashboardRoute = '/borrower-dashboard';

/** The fast path's own pages (/fast-path and below). */
export function isFastPathPage(pathname: string): boolean {
  return pathname === fastPathPrefix || pathname.startsWith(`${fastPathPrefix}/`);
}

/** The fast-path layout: its pages and the dashboard. */
export function isFastPathRoute(pathname: string): boolean {
  return isFastPathPage(pathname) || pathname === dashboardRoute;
}

/** The right offer-details panel belongs to the purchase and fast-path layouts. */
export function showsOfferPanel(pathname: string, loanPurpose: string | null | undefined): boolean {
  return isFastPathRoute(pathname) || (loanPurpose ?? '').trim().toLowerCase() === 'purchase';
}

/**
 * What the right column holds: the panel once the offer is known; while it loads, its empty space on the routes that
 * always show it (the fast path), so the content does not move when the offer arrives.
 */
export function offerPanelSlot(pathname: string, offer: { loanPurpose: string | null } | undefined): 'panel' | 'space' | 'none' {
  if (offer) return showsOfferPanel(pathname, offer.loanPurpose) ? 'panel' : 'none';
  return isFastPathRoute(pathname) ? 'space' : 'none';
}

/** The fast-path layout hides the step menu. */
export function showsStepMenu(pathname: string): boolean {
  return !isFastPathRoute(pathname);
}
