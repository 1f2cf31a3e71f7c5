import { describe, expect, it } from 'vitest';
import {
  afterConsent,
  landingRedirect,
  parseLinkIds,
} from '../../../../src/app/offer/logic/offer-status-routing';
import { offerFixture } from '../../helpers/offer-fixture';

const loaded = (overrides: Parameters<typeof offerFixture>[0]) =>
  landingRedirect({ status: 'loaded', offer: offerFixture(overrides) });

describe('offer status routing', () => {
  it('a load error goes to loan-not-found; an inactive offer (NO_ACTIVE_OFFER) to no-active-offers', () => {
    expect(landingRedirect({ status: 'error' })).toBe('/loan-not-found');
    expect(landingRedirect({ status: 'error', code: 'LOAN_NOT_FOUND' })).toBe('/loan-not-found');
    expect(landingRedirect({ status: 'error', code: 'INTERNAL' })).toBe('/loan-not-found');
    expect(landingRedirect({ status: 'error', code: 'NO_ACTIVE_OFFER' })).toBe('/no-active-offers');
  });

  it('maintenance, locked, Submitted 4 and Invalid 5 redirect', () => {
    expect(loaded({ maintenanceMode: true })).toBe('/under-maintenance');
    expect(loaded({ isAccountLocked: true })).toBe('/account-locked');
    expect(loaded({ offerStatusID: 4 })).toBe('/already-submitted');
    expect(loaded({ offerStatusID: 5 })).toBe('/offer-changed');
  });

  it('applies the rules in order: maintenance before locked before the status', () => {
    expect(loaded({ maintenanceMode: true, isAccountLocked: true, offerStatusID: 4 })).toBe('/under-maintenance');
    expect(loaded({ isAccountLocked: true, offerStatusID: 5 })).toBe('/account-locked');
    expect(loaded({ offerStatusID: 4, hasSignedConsent: true })).toBe('/already-submitted');
  });

  it('Pending Consent 6 goes to success with signed consent, otherwise to consent', () => {
    expect(loaded({ offerStatusID: 6, hasSignedConsent: true })).toBe('/success');
    expect(loaded({ offerStatusID: 6, hasSignedConsent: false })).toBe('/consent');
  });

  it('a landing with signed consent goes straight to verify; other statuses show the landing', () => {
    for (const id of [1, 2, 3]) {
      expect(loaded({ offerStatusID: id, hasSignedConsent: true })).toBe('/verify');
      expect(loaded({ offerStatusID: id, hasSignedConsent: false })).toBeNull();
    }
  });

  it('after the landing consent: success for Submitted or Pending Consent, else verify', () => {
    expect(afterConsent(4)).toBe('/success');
    expect(afterConsent(6)).toBe('/success');
    for (const id of [1, 2, 3, 5]) expect(afterConsent(id)).toBe('/verify');
  });

  it('link ids are short texts of letters, digits, - and _', () => {
    expect(parseLinkIds('1001', '5001')).toEqual({ offerId: '1001', userId: '5001' });
    expect(parseLinkIds('9f3a-b_c', '5001')).toEqual({ offerId: '9f3a-b_c', userId: '5001' });
    expect(parseLinkIds('no such', '5001')).toBeNull();
    expect(parseLinkIds('x'.repeat(65), '5001')).toBeNull();
    expect(parseLinkIds('', '5001')).toBeNull();
    expect(parseLinkIds('1001', undefined)).toBeNull();
  });
});
