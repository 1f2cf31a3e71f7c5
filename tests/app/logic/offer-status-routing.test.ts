import { describe, expect, it } from 'vitest';
import { landingRedirect, parseLinkIds, reducePaymentStep } from '../../../src/app/pages/OfferLanding/logic/offer-status-routing';
import { offerFixture } from '../helpers/offer-fixture';

describe('offer status routing', () => {
  it('load error goes to loan-not-found', () => {
    expect(landingRedirect({ status: 'error' })).toBe('/loan-not-found');
  });
  it('maintenance, locked, Submitted 4 and Invalid 5 redirect', () => {
    expect(landingRedirect({ status: 'loaded', offer: offerFixture({ maintenanceMode: true }) })).toBe('/under-maintenance');
    expect(landingRedirect({ status: 'loaded', offer: offerFixture({ isAccountLocked: true }) })).toBe('/account-locked');
    expect(landingRedirect({ status: 'loaded', offer: offerFixture({ offerStatusID: 4 }) })).toBe('/already-submitted');
    expect(landingRedirect({ status: 'loaded', offer: offerFixture({ offerStatusID: 5 }) })).toBe('/offer-changed');
  });
  it('other statuses show the landing', () => {
    for (const id of [1, 2, 3]) expect(landingRedirect({ status: 'loaded', offer: offerFixture({ offerStatusID: id }) })).toBeNull();
  });
  it('a landing with signed consent goes straight to verify', () => {
    expect(reducePaymentStep({ hasSignedConsent: true })).toBe('verify');
    expect(reducePaymentStep({ hasSignedConsent: false })).toBe('consent');
  });
  it('link ids must be positive integers', () => {
    expect(parseLinkIds('1001', '5001')).toEqual({ offerId: 1001, userId: 5001 });
    expect(parseLinkIds('abc', '5001')).toBeNull();
    expect(parseLinkIds('0', '5001')).toBeNull();
    expect(parseLinkIds('1001', undefined)).toBeNull();
  });
});
