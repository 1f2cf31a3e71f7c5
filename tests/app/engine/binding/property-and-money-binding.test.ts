import { describe, expect, it } from 'vitest';
import { cleanBody } from '../../../../src/shared/clean-body';
import { ctxWith, saved } from './fixtures/declarations';
import { boundOf } from '../helpers/bound-of';

const bound = boundOf('declarations/property-and-money');

const allNo = {
  primaryResidenceInd: false, affliiationWithSellerInd: false, undisclosedBorrowedFundsInd: false,
  undisclosedMortgageAppInd: false, undisclosedCreditAppInd: false, cleanEnergyLienPropertyInd: false,
};

describe('the declarations/property-and-money binding', () => {
  it('needs no lookups', () => {
    expect(bound.lookups ?? []).toEqual([]);
  });

  it('nothing on file: an empty form; the first save sends no declarationId', () => {
    const ctx = ctxWith(null);
    expect(bound.formData(ctx)).toEqual({});
    expect(cleanBody(bound.body(allNo, ctx, { complete: true }))).toEqual({
      applicationId: 7001, ...allNo, propertyMoneyCompletedInd: true,
    });
  });

  it('round trip: profile -> form -> payload keeps the answers and names the row', () => {
    const ctx = ctxWith(saved);
    const form = bound.formData(ctx);
    expect(form).toEqual({
      primaryResidenceInd: true, ownershipIntNewPropertyIND: true, propertyTypeId: 3, titleHeldTypeId: 2,
      affliiationWithSellerInd: false, undisclosedBorrowedFundsInd: true, borrowedFundAmount: 2500.5,
      undisclosedMortgageAppInd: false, undisclosedCreditAppInd: false, cleanEnergyLienPropertyInd: false,
    });
    expect(cleanBody(bound.body(form, ctx, { complete: true }))).toEqual({
      applicationId: 7001, declarationId: 100123, ...form, propertyMoneyCompletedInd: true,
    });
  });

  it('Save For Later sends the completed flag false, Next true', () => {
    const ctx = ctxWith(saved);
    const form = bound.formData(ctx);
    expect(bound.body(form, ctx, { complete: false })).toMatchObject({ propertyMoneyCompletedInd: false });
    expect(bound.body(form, ctx, { complete: true })).toMatchObject({ propertyMoneyCompletedInd: true });
  });

  it('a draft sends only what is answered', () => {
    const ctx = ctxWith(null);
    expect(cleanBody(bound.body({ primaryResidenceInd: true }, ctx, { complete: false }))).toEqual({
      applicationId: 7001, primaryResidenceInd: true, propertyMoneyCompletedInd: false,
    });
  });

  it('follow-ups are sent only while the answer that asks them is yes', () => {
    const ctx = ctxWith(saved);
    const stale = { ...allNo, ownershipIntNewPropertyIND: true, propertyTypeId: 4, titleHeldTypeId: 1, borrowedFundAmount: 10 };
    const sent = (form: Record<string, unknown>) => cleanBody(bound.body(form, ctx, { complete: true })) as Record<string, unknown>;
    for (const field of ['ownershipIntNewPropertyIND', 'propertyTypeId', 'titleHeldTypeId', 'borrowedFundAmount']) expect(sent(stale)).not.toHaveProperty(field);
    const noOwnership = { ...allNo, primaryResidenceInd: true, ownershipIntNewPropertyIND: false, propertyTypeId: 4, titleHeldTypeId: 1 };
    expect(sent(noOwnership)).toMatchObject({ primaryResidenceInd: true, ownershipIntNewPropertyIND: false });
    for (const field of ['propertyTypeId', 'titleHeldTypeId']) expect(sent(noOwnership)).not.toHaveProperty(field);
  });

  it('isComplete is the section flag on file (Next with nothing changed skips the save)', () => {
    expect(bound.isComplete(ctxWith(null))).toBe(false);
    expect(bound.isComplete(ctxWith(saved))).toBe(true);
    expect(bound.isComplete(ctxWith({ ...saved, propertyMoneyCompletedInd: false }))).toBe(false);
  });
});
