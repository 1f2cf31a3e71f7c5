import type { OfferBorrower, OfferDocument } from '../lender/create-offer/offer-document';
import { demoDeclarations } from './demo-declarations';
import { demoFinanceItems } from './demo-finances';
import { demoMilitaryAndDemographics } from './demo-gmi';
import { demoLoanAnswers } from './demo-loan';
import { demoOwnedProperties } from './demo-properties';
import type { DemoBorrower, DemoOffer, DemoResidence } from './demo-types';

type OfferResidence = NonNullable<OfferBorrower['residences']>[number];

const PREVIOUS_EMPLOYER_ADDRESS = { streetAddress: '12 Depot St', unitNum: null, city: 'Peoria', state: 'IL', zipCode: '61602', country: 'US' };

/** A screen's fields have a value when given: an unanswered one is left out. */
function withoutNulls<T extends object>(values: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null)) as { [K in keyof T]?: NonNullable<T[K]> };
}

/** A current (1) or prior (2) residence with the lender's record id. */
function residence(addressId: number, addressTypeId: 1 | 2, r: DemoResidence): OfferResidence {
  const { years, months, housingTypeId, rentAmount, ...address } = r;
  return { addressId, addressTypeId, address, years, months, housingTypeId, ...(rentAmount === undefined ? {} : { rentAmount }) };
}

/** A demo borrower as the lender would send them: fixed record ids below 100000, so the scenarios stay stable. */
function demoBorrower(offer: DemoOffer, b: DemoBorrower): OfferBorrower {
  const recordId = (n: number): number => b.applicationId * 10 + n;
  const e = b.employment;
  const previous = b.previousJob;
  const entitlement = b.entitlement;
  const loanAnswers = demoLoanAnswers(b);
  const declarations = demoDeclarations(offer, b);
  return {
    borrowerId: b.borrowerId, applicationId: b.applicationId, borrowerOrder: b.borrowerOrder,
    ssnLastSix: b.ssnLastSix, dateOfBirth: b.dateOfBirth, creditTypeId: b.creditTypeId,
    jointCreditBorrowerId: b.jointCreditBorrowerId,
    personal: {
      firstName: b.firstName, middleName: b.middleName, lastName: b.lastName, suffixName: b.suffixName,
      citizenshipStatus: b.citizenshipStatus, maritalStatus: b.maritalStatus, alternateName: b.alternateName,
      dependentAges: b.dependentAges,
    },
    residences: [
      residence(b.borrowerId * 10 + 1, 1, b.currentAddress),
      ...(b.previousAddress ? [residence(b.borrowerId * 10 + 2, 2, b.previousAddress)] : []),
    ],
    contact: {
      ...withoutNulls({ homePhoneNumber: b.contact.home, cellPhoneNumber: b.contact.cell, workPhoneNumber: b.contact.work }),
      emailAddress: b.contact.email,
    },
    employments: [
      { employmentId: recordId(1), employerName: e.employerName, position: e.position, phoneNumber: e.phoneNumber,
        address: e.address, startDate: e.startDate, current: true, primary: true, selfEmployed: e.selfEmployedInd,
        income: e.income },
      ...(previous ? [{ employmentId: recordId(2), employerName: previous.employerName, position: previous.position,
        phoneNumber: '2175550199', address: PREVIOUS_EMPLOYER_ADDRESS, startDate: previous.startDate,
        endDate: previous.endDate, current: false, primary: false, income: { base: previous.base } }] : []),
    ],
    militaryEntitlements: entitlement ? [{ employmentId: recordId(3), ...entitlement }] : [],
    additionalIncomes: (b.otherIncomes ?? []).map((i, n) => ({ additionalIncomeId: recordId(n + 1), ...i })),
    assets: b.assets.map((a, n) => ({ assetId: recordId(n + 1), ...a })),
    ...demoFinanceItems(b),
    ...(loanAnswers ? { loanAnswers } : {}),
    ...(declarations ? { declarations } : {}),
    ...demoMilitaryAndDemographics(b),
  };
}

/** A demo scenario's offer as a CreateOffer body: the demo enters the portal the way a lender's offers do. */
export function demoOfferDocument(offer: DemoOffer): OfferDocument {
  return {
    offerId: offer.offerId,
    loan: {
      loanId: offer.offerId + 1000, loanRecordId: offer.offerId + 8000, loanNumber: offer.loanNumber,
      loanStatus: offer.loanStatus, loanType: offer.loanType, loanPurpose: offer.loanPurpose,
      occupancyType: offer.occupancyType, loanAmount: offer.loanAmount, appraisedValue: offer.appraisedValue,
    },
    property: offer.property,
    offerDetails: {
      currentPrincipalAndInterest: offer.currentPrincipalAndInterest, newPayment: offer.newPayment,
      monthlySavings: offer.monthlySavings, lifetimeSavings: offer.lifetimeSavings, disclaimer: offer.disclaimer,
    },
    loanOfficerName: offer.loanOfficerName,
    brokerageName: offer.brokerageName,
    showRealEstateSection: offer.showRealEstateSection,
    borrowers: offer.borrowers.map((b) => demoBorrower(offer, b)),
    properties: demoOwnedProperties(offer),
  };
}
