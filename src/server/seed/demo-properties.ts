import type { Queryable } from '../db/types';
import { insertDemoAddress } from '../repositories/demo-seed';
import type { DemoAddress, DemoBorrower, DemoOffer } from './demo-types';

interface DemoOwnedProperty {
  offerId: number;
  /** Also its address id (fixed ids below 100000). */
  realEstateOwnedId: number;
  owners: number[];
  address: DemoAddress;
  propertyValue: number; occupancyTypeId: number; propertyStatusTypeId: number;
  monthlyRentGross: number | null; monthlyExpense: number | null;
  monthlyHazardInsurance: number; monthlyTaxes: number; monthlyAssociationDues: number;
  lenders: { liabilityId: number; holderName: string; account: string; liabilityTypeId: number;
    mortgageTypeId: number | null; creditLimit: number | null; monthlyPaymentAmount: number; unpaidBalanceAmount: number }[];
}

/**
 * Step 3 data as a prior loan would have it (Luis Garcia's investment property and its lender come from the older
 * seed, `demo-data.ts`): John and Mary Smith (offer 1002) share a second home with a mortgage and a HELOC.
 */
const demoProperties: DemoOwnedProperty[] = [
  {
    offerId: 1002, realEstateOwnedId: 10021, owners: [7002, 7003],
    address: { streetAddress: '14 Bluff Rd', unitNum: null, city: 'Galena', state: 'IL', zipCode: '61036', country: 'US' },
    propertyValue: 285000, occupancyTypeId: 3, propertyStatusTypeId: 1, monthlyRentGross: null, monthlyExpense: null,
    monthlyHazardInsurance: 95, monthlyTaxes: 410.5, monthlyAssociationDues: 0,
    lenders: [
      { liabilityId: 10021, holderName: 'Heartland Savings Bank', account: '5512098', liabilityTypeId: 7,
        mortgageTypeId: 1, creditLimit: null, monthlyPaymentAmount: 1215.4, unpaidBalanceAmount: 168900 },
      { liabilityId: 10022, holderName: 'Peoria Community Credit Union', account: '88120', liabilityTypeId: 6,
        mortgageTypeId: null, creditLimit: 40000, monthlyPaymentAmount: 185, unpaidBalanceAmount: 12500 },
    ],
  },
];

/** Inserts the offer's demo properties for the borrowers inserted by this run (`fresh`); never overwrites. */
export async function seedDemoProperties(tx: Queryable, offer: DemoOffer, fresh: DemoBorrower[]): Promise<void> {
  const freshApps = new Set(fresh.map((b) => b.applicationId));
  for (const p of demoProperties.filter((d) => d.offerId === offer.offerId)) {
    const owners = p.owners.filter((a) => freshApps.has(a));
    if (owners.length === 0) continue;
    await insertDemoAddress(tx, p.realEstateOwnedId, p.address);
    await tx.query(
      `INSERT INTO real_estate_owned (real_estate_owned_id, offer_id, address_id, property_value, occupancy_type_id,
         monthly_rent_gross, monthly_expense, property_status_type_id, monthly_hazard_insurance, monthly_taxes,
         monthly_association_dues, existing_loan_ind, subject_property_ind)
       VALUES ($1, $2, $1, $3, $4, $5, $6, $7, $8, $9, $10, $11, false) ON CONFLICT DO NOTHING`,
      [p.realEstateOwnedId, p.offerId, p.propertyValue, p.occupancyTypeId, p.monthlyRentGross, p.monthlyExpense,
        p.propertyStatusTypeId, p.monthlyHazardInsurance, p.monthlyTaxes, p.monthlyAssociationDues, p.lenders.length > 0],
    );
    for (const a of owners) {
      await tx.query('INSERT INTO real_estate_owned_applications VALUES ($1, $2) ON CONFLICT DO NOTHING', [p.realEstateOwnedId, a]);
    }
    for (const l of p.lenders) {
      await tx.query(
        `INSERT INTO lenders (liability_id, real_estate_owned_id, holder_name, account, liability_type_id,
           mortgage_type_id, credit_limit, monthly_payment_amount, unpaid_balance_amount)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
        [l.liabilityId, p.realEstateOwnedId, l.holderName, l.account, l.liabilityTypeId, l.mortgageTypeId, l.creditLimit,
          l.monthlyPaymentAmount, l.unpaidBalanceAmount],
      );
      for (const a of owners) {
        await tx.query('INSERT INTO lender_applications VALUES ($1, $2) ON CONFLICT DO NOTHING', [l.liabilityId, a]);
      }
    }
  }
}
