import type { OfferProperty } from '../lender/create-offer/offer-document';
import type { DemoAddress, DemoOffer } from './demo-types';

interface DemoOwnedProperty {
  offerId: number;
  /** Also its address id (fixed ids below 100000). */
  realEstateOwnedId: number;
  owners: number[];
  address: DemoAddress;
  propertyValue: number; occupancyTypeId: OfferProperty['occupancyTypeId'];
  propertyStatusTypeId: NonNullable<OfferProperty['propertyStatusTypeId']>;
  monthlyRentGross: number | null; monthlyExpense: number | null;
  monthlyHazardInsurance: number; monthlyTaxes: number; monthlyAssociationDues: number;
  lenders: NonNullable<OfferProperty['lenders']>;
}

/**
 * Homes the borrowers own besides the subject property, as a prior loan would have them (Luis Garcia's investment
 * property is the subject property of his offer, in `demo-data.ts`): John and Mary Smith (offer 1002) share a second home with a mortgage and a HELOC.
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

const ownerIds = (offer: DemoOffer, applicationIds: number[]): number[] =>
  offer.borrowers.filter((b) => applicationIds.includes(b.applicationId)).map((b) => b.borrowerId);

/** The offer's properties: its subject property (from the scenario) and the other homes its borrowers own. */
export function demoOwnedProperties(offer: DemoOffer): OfferProperty[] {
  const subject: OfferProperty[] = offer.properties.map((p) => ({
    realEstateOwnedId: p.realEstateOwnedId, ownerBorrowerIds: offer.borrowers.map((b) => b.borrowerId),
    address: p.address, propertyValue: p.propertyValue, occupancyTypeId: p.occupancyTypeId,
    monthlyRentGross: p.monthlyRentGross, monthlyExpense: p.monthlyExpense,
    monthlyHazardInsurance: p.monthlyHazardInsurance, monthlyTaxes: p.monthlyTaxes,
    monthlyAssociationDues: p.monthlyAssociationDues, subjectPropertyInd: p.subjectPropertyInd ?? false,
    lenders: p.lender ? [{ ...p.lender, creditLimit: null }] : [],
  }));
  const owned: OfferProperty[] = demoProperties.filter((d) => d.offerId === offer.offerId).map((p) => ({
    realEstateOwnedId: p.realEstateOwnedId, ownerBorrowerIds: ownerIds(offer, p.owners), address: p.address,
    propertyValue: p.propertyValue, occupancyTypeId: p.occupancyTypeId, propertyStatusTypeId: p.propertyStatusTypeId,
    monthlyRentGross: p.monthlyRentGross, monthlyExpense: p.monthlyExpense,
    monthlyHazardInsurance: p.monthlyHazardInsurance, monthlyTaxes: p.monthlyTaxes,
    monthlyAssociationDues: p.monthlyAssociationDues, lenders: p.lenders,
  }));
  return [...subject, ...owned];
}
