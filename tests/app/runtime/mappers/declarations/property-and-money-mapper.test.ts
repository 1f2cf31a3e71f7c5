import { describe, expect, it } from 'vitest';
import { declarationsMappers } from '../../../../../src/app/runtime/mappers/declarations';
import { cleanBody } from '../../../../../src/shared/clean-body';
import { ctxWith, saved } from './declarations-fixtures';

const mapper = declarationsMappers['declarations/property-and-money'];
if (!mapper) throw new Error('no declarations/property-and-money mapper');

const allNo = {
  primaryResidenceInd: false, affliiationWithSellerInd: false, undisclosedBorrowedFundsInd: false,
  undisclosedMortgageAppInd: false, undisclosedCreditAppInd: false, cleanEnergyLienPropertyInd: false,
};

describe("declarationsMappers['declarations/property-and-money']", () => {
  it('saves through UpdatePropertyAndMoney and needs no lookups', () => {
    expect(mapper.lookups).toBeUndefined();
  });

  it('nothing on file: an empty form; the first save sends no declarationId', () => {
    const ctx = ctxWith(null);
    expect(mapper.toFormData(ctx)).toEqual({});
    expect(cleanBody(mapper.toPayload(allNo, ctx, { complete: true }))).toEqual({
      applicationId: 7001, ...allNo, propertyMoneyCompletedInd: true,
    });
  });

  it('round trip: profile -> form -> payload keeps the answers and names the row', () => {
    const ctx = ctxWith(saved);
    const form = mapper.toFormData(ctx);
    expect(form).toEqual({
      primaryResidenceInd: true, ownershipIntNewPropertyIND: true, propertyTypeId: 3, titleHeldTypeId: 2,
      affliiationWithSellerInd: false, undisclosedBorrowedFundsInd: true, borrowedFundAmount: 2500.5,
      undisclosedMortgageAppInd: false, undisclosedCreditAppInd: false, cleanEnergyLienPropertyInd: false,
    });
    expect(mapper.toPayload(form, ctx, { complete: true })).toEqual({
      applicationId: 7001, declarationId: 100123, ...form, propertyMoneyCompletedInd: true,
    });
  });

  it('Save For Later sends the completed flag false, Next true', () => {
    const ctx = ctxWith(saved);
    const form = mapper.toFormData(ctx);
    expect(mapper.toPayload(form, ctx, { complete: false })).toMatchObject({ propertyMoneyCompletedInd: false });
    expect(mapper.toPayload(form, ctx, { complete: true })).toMatchObject({ propertyMoneyCompletedInd: true });
  });

  it('a draft sends only what is answered', () => {
    const ctx = ctxWith(null);
    expect(cleanBody(mapper.toPayload({ primaryResidenceInd: true }, ctx, { complete: false }))).toEqual({
      applicationId: 7001, primaryResidenceInd: true, propertyMoneyCompletedInd: false,
    });
  });

  it('follow-ups are sent only while the answer that asks them is yes', () => {
    const ctx = ctxWith(saved);
    const stale = { ...allNo, ownershipIntNewPropertyIND: true, propertyTypeId: 4, titleHeldTypeId: 1, borrowedFundAmount: 10 };
    expect(mapper.toPayload(stale, ctx, { complete: true })).toMatchObject({
      ownershipIntNewPropertyIND: null, propertyTypeId: null, titleHeldTypeId: null, borrowedFundAmount: null,
    });
    const noOwnership = { ...allNo, primaryResidenceInd: true, ownershipIntNewPropertyIND: false, propertyTypeId: 4, titleHeldTypeId: 1 };
    expect(mapper.toPayload(noOwnership, ctx, { complete: true })).toMatchObject({
      primaryResidenceInd: true, ownershipIntNewPropertyIND: false, propertyTypeId: null, titleHeldTypeId: null,
    });
  });

  it('isComplete is the section flag on file (Next with nothing changed skips the save)', () => {
    expect(mapper.isComplete?.(ctxWith(null))).toBe(false);
    expect(mapper.isComplete?.(ctxWith(saved))).toBe(true);
    expect(mapper.isComplete?.(ctxWith({ ...saved, propertyMoneyCompletedInd: false }))).toBe(false);
  });
});
