import { describe, expect, it } from 'vitest';
import {
  hasNegativeOrNullLifetimeSavings,
  isFastPathRoute,
  offerPanelSlot,
  showsOfferPanel,
  showsStepMenu,
  toOfferSummary,
} from '../../../src/app/layout/logic/offer-summary';
import { offerFixture } from '../helpers/offer-fixture';

const fixed = 'FIXED';

function withLifetime(lifetimeSavings: number | null) {
  const offer = offerFixture();
  offer.options[0]!.offerDetails.benefit.lifetimeSavings = lifetimeSavings;
  return offer;
}

describe('offer summary', () => {
  it('formats the address, payments and savings', () => {
    expect(toOfferSummary(offerFixture(), 'nav', fixed)).toEqual({
      addressLine: '12 Maple Street Apt 4',
      cityStateZip: 'Springfield, IL 62701',
      currentPayment: '$2,137.75',
      newPayment: '$1,825.50',
      monthlySavings: '$312.25',
      lifetimeSavings: '$48,210.00',
      disclaimers: ['Offer disclaimer.'],
    });
  });

  it('hides Est. Lifetime Savings when negative or null', () => {
    expect(hasNegativeOrNullLifetimeSavings(null)).toBe(true);
    expect(hasNegativeOrNullLifetimeSavings(-1)).toBe(true);
    expect(hasNegativeOrNullLifetimeSavings(0)).toBe(false);
    expect(toOfferSummary(withLifetime(-5), 'panel', fixed).lifetimeSavings).toBeNull();
    expect(toOfferSummary(withLifetime(null), 'nav', fixed).lifetimeSavings).toBeNull();
  });

  it('the side panel appends the savings-estimate disclaimer unless lifetime savings is negative or null', () => {
    expect(toOfferSummary(offerFixture(), 'panel', fixed).disclaimers).toEqual(['Offer disclaimer.', fixed]);
    expect(toOfferSummary(offerFixture(), 'nav', fixed).disclaimers).toEqual(['Offer disclaimer.']);
    expect(toOfferSummary(withLifetime(-5), 'panel', fixed).disclaimers).toEqual(['Offer disclaimer.']);
    expect(toOfferSummary(withLifetime(null), 'panel', fixed).disclaimers).toEqual(['Offer disclaimer.']);
    expect(toOfferSummary(offerFixture({ disclaimer: null }), 'panel', fixed).disclaimers).toEqual([fixed]);
  });

  it('the right panel belongs to purchase and fast-path layouts; the fast path hides the step menu', () => {
    expect(showsOfferPanel('/borrower-dashboard', 'Refinance')).toBe(true);
    expect(showsOfferPanel('/info/personal', 'Refinance')).toBe(false);
    expect(showsOfferPanel('/info/personal', 'Purchase')).toBe(true);
    expect(showsOfferPanel('/borrower-dashboard', 'Purchase')).toBe(true);
    expect(showsOfferPanel('/fast-path/personal', 'Refinance')).toBe(true);
    expect(showsOfferPanel('/fast-path', null)).toBe(true);
    expect(isFastPathRoute('/fast-pathway')).toBe(false);
    expect(showsStepMenu('/fast-path')).toBe(false);
    expect(showsStepMenu('/info/personal')).toBe(true);
  });
});

describe('offerPanelSlot', () => {
  it('holds the panel once the offer is known, its space while the fast path waits for it, nothing elsewhere', () => {
    expect(offerPanelSlot('/borrower-dashboard', { loanPurpose: 'Refinance' })).toBe('panel');
    expect(offerPanelSlot('/borrower-dashboard', undefined)).toBe('space');
    expect(offerPanelSlot('/info/personal', { loanPurpose: 'Refinance' })).toBe('none');
    expect(offerPanelSlot('/info/personal', { loanPurpose: 'Purchase' })).toBe('panel');
    expect(offerPanelSlot('/info/personal', undefined)).toBe('none');
  });
});
