import { queryBuilder } from '../../db/query-builder';
import type { Queryable } from '../../db/types';
import type { OfferProperty } from './offer-document';
import { insertAddress } from './offer-intake-person';

/** A property the borrowers own (real estate owned), its owners' applications and its lenders. */
export async function insertProperty(
  db: Queryable,
  offerId: number,
  p: OfferProperty,
  applicationIds: number[],
): Promise<void> {
  const q = queryBuilder(db);
  const addressId = await insertAddress(db, p.realEstateOwnedId, p.address);
  const lenders = p.lenders ?? [];
  const { realEstateOwnedId } = await q.insertInto('realEstateOwned')
    .values({
      realEstateOwnedId: p.realEstateOwnedId, offerId, addressId, propertyValue: p.propertyValue,
      occupancyTypeId: p.occupancyTypeId, monthlyRentGross: p.monthlyRentGross ?? null,
      monthlyExpense: p.monthlyExpense ?? null, propertyStatusTypeId: p.propertyStatusTypeId ?? 1,
      monthlyHazardInsurance: p.monthlyHazardInsurance ?? 0, monthlyTaxes: p.monthlyTaxes ?? 0,
      monthlyAssociationDues: p.monthlyAssociationDues ?? 0, existingLoanInd: lenders.length > 0,
      subjectPropertyInd: p.subjectPropertyInd ?? false,
    })
    .returning('realEstateOwnedId').executeTakeFirstOrThrow(() => new Error('property was not inserted'));
  for (const applicationId of applicationIds) {
    await q.insertInto('realEstateOwnedApplications').values({ realEstateOwnedId, applicationId }).execute();
  }
  for (const l of lenders) {
    const { liabilityId } = await q.insertInto('lenders')
      .values({
        liabilityId: l.liabilityId, realEstateOwnedId, holderName: l.holderName, account: l.account ?? null,
        liabilityTypeId: l.liabilityTypeId, mortgageTypeId: l.mortgageTypeId ?? null, creditLimit: l.creditLimit ?? null,
        monthlyPaymentAmount: l.monthlyPaymentAmount, unpaidBalanceAmount: l.unpaidBalanceAmount,
      })
      .returning('liabilityId').executeTakeFirstOrThrow(() => new Error('lender was not inserted'));
    for (const applicationId of applicationIds) {
      await q.insertInto('lenderApplications').values({ liabilityId, applicationId }).execute();
    }
  }
}
