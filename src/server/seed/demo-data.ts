import type { DemoAddress, DemoBorrower, DemoOffer } from './demo-types';

const DISCLAIMER =
  'Estimated figures are based on the information on file and are subject to credit approval and verification.';

const addr = (streetAddress: string, unitNum: string | null, city: string, state: string, zipCode: string): DemoAddress =>
  ({ streetAddress, unitNum, city, state, zipCode, country: 'US' });

type BorrowerSeed = Pick<DemoBorrower, 'borrowerId' | 'firstName' | 'lastName' | 'ssnLastSix' | 'dateOfBirth'> &
  Partial<DemoBorrower> & { home: DemoAddress; employer: string; base: number };

function borrower(b: BorrowerSeed): DemoBorrower {
  const { home, employer, base, ...rest } = b;
  const email = `${b.firstName}.${b.lastName}@example.com`.toLowerCase();
  return {
    applicationId: b.borrowerId + 2000, borrowerOrder: 1, middleName: null, suffixName: 'None',
    citizenshipStatus: 'USCitizen', maritalStatus: 'Married', hasSignedConsent: false, locked: false,
    applicationStatusId: 1, priorLoanReviewStatusId: 1, isOfferReviewed: false, accountPassword: null,
    creditTypeId: 1, jointCreditBorrowerId: null, alternateName: null, dependentAges: [],
    currentAddress: { ...home, years: 6, months: 3, housingTypeId: 1 },
    contact: { home: null, cell: `217555${String(b.borrowerId).slice(-4)}`, work: null, email },
    employment: {
      employerName: employer, position: 'Manager', phoneNumber: '2175550100', address: addr('400 Commerce Dr', null,
        home.city, home.state, home.zipCode), startDate: '03/01/2015', selfEmployedInd: false,
      income: { base, overtime: 0, bonus: Math.round(base * 0.05), commissions: 0, other: 0 },
    },
    assets: [
      { financialInstitution: 'First Community Bank', assetTypeId: 1, cashMarketValue: 8450.25 },
      { financialInstitution: 'First Community Bank', assetTypeId: 2, cashMarketValue: 22100 },
    ],
    ...rest,
  };
}

type OfferSeed = Omit<DemoOffer, 'loanNumber' | 'loanStatus' | 'loanPurpose' | 'property' | 'properties' |
  'loanOfficerName' | 'brokerageName' | 'showRealEstateSection' | 'disclaimer' | 'activeInd' | 'isOfferReset' |
  'submittedByBorrowerId'> & Partial<DemoOffer> & { home: DemoAddress };

function offer(o: OfferSeed): DemoOffer {
  const { home, ...rest } = o;
  return {
    loanNumber: `20230${o.offerId}`, loanStatus: 'ACTIVE', loanPurpose: 'Refinance',
    property: { line1: home.streetAddress, line2: null, unit: home.unitNum, city: home.city, state: home.state,
      county: 'Sangamon', zipcode: home.zipCode, country: 'US' },
    loanOfficerName: 'Sam Carter', brokerageName: 'Bluebird Home Loans', showRealEstateSection: false,
    disclaimer: DISCLAIMER, properties: [], activeInd: true, isOfferReset: false, submittedByBorrowerId: null, ...rest,
  };
}

const janeHome = addr('123 Main St', 'Unit 4', 'Springfield', 'IL', '62701');
const smithHome = addr('77 Oak Ave', null, 'Peoria', 'IL', '61602');
const garciaHome = addr('910 Lakeview Blvd', null, 'Naperville', 'IL', '60540');
const garciaRental = addr('88 Harbor View Rd', null, 'Joliet', 'IL', '60431');
const lopezHome = addr('5 Birch Ln', null, 'Champaign', 'IL', '61820');
const brownHome = addr('61 Elm Ct', null, 'Bloomington', 'IL', '61701');

/** Grace Lee's demo sign-in (README): grace.lee@example.com with this password. */
export const DEMO_ACCOUNT_PASSWORD = 'bluebird-demo-2023';

export const demoOffers: DemoOffer[] = [
  offer({
    offerId: 1001, occupancyType: 'Primary Residence', loanType: 'Conventional', loanAmount: 310000,
    appraisedValue: 450000, home: janeHome, currentPrincipalAndInterest: 2150, newPayment: 1825.5,
    monthlySavings: 324.5, lifetimeSavings: 38940, offerStatusId: 1,
    borrowers: [borrower({ borrowerId: 5001, firstName: 'Jane', lastName: 'Doe', ssnLastSix: '123456',
      dateOfBirth: '01/15/1980', maritalStatus: null, home: janeHome, employer: 'Springfield Medical Center',
      base: 6200 })],
  }),
  offer({
    offerId: 1002, occupancyType: 'Primary Residence', loanType: 'FHA', loanAmount: 265000, appraisedValue: 340000,
    home: smithHome, currentPrincipalAndInterest: 1980, newPayment: 1902.25, monthlySavings: 77.75,
    lifetimeSavings: -4215, offerStatusId: 1,
    borrowers: [
      borrower({ borrowerId: 5002, firstName: 'John', lastName: 'Smith', ssnLastSix: '234567',
        dateOfBirth: '03/02/1975', dependentAges: [12, 9], home: smithHome, employer: 'Peoria Tool Works', base: 5400,
        // Before buying on Oak Ave, John rented across town.
        previousAddress: { ...addr('1408 W Moss Ave', 'Apt 2', 'Peoria', 'IL', '61606'), years: 8, months: 5,
          housingTypeId: 2, rentAmount: 950 },
        previousJob: { employerName: 'Illinois Central Freight', position: 'Dispatcher', startDate: '06/01/2009',
          endDate: '02/27/2015', base: 4300 } }),
      borrower({ borrowerId: 5003, borrowerOrder: 2, firstName: 'Mary', lastName: 'Smith', ssnLastSix: '345678',
        dateOfBirth: '07/19/1978', alternateName: { first: 'Mary', middle: null, last: 'Johnson' },
        home: smithHome, employer: 'Peoria Unified Schools', base: 4100,
        otherIncomes: [{ incomeTypeId: 2, amount: 650 }] }),
    ],
  }),
  offer({
    offerId: 1003, occupancyType: 'Investment Property', loanType: 'VA', loanAmount: 420000, appraisedValue: 560000,
    home: garciaRental, currentPrincipalAndInterest: 2890, newPayment: 2512.4, monthlySavings: 377.6,
    lifetimeSavings: 45312, offerStatusId: 2, showRealEstateSection: true, isOfferReset: true,
    borrowers: [borrower({ borrowerId: 5004, firstName: 'Luis', lastName: 'Garcia', ssnLastSix: '456789',
      dateOfBirth: '11/30/1969', maritalStatus: 'Unmarried', hasSignedConsent: true, applicationStatusId: 3,
      priorLoanReviewStatusId: 3, home: garciaHome,
      employer: 'Garcia Logistics LLC', base: 9800,
      entitlement: { employerName: 'U.S. Army Reserve', startDate: '09/15/2012', incomeTypeId: 20, amount: 620 } })],
    properties: [{
      realEstateOwnedId: 10031, address: garciaRental, propertyValue: 560000, occupancyTypeId: 1,
      monthlyRentGross: 3400, monthlyExpense: 650, monthlyHazardInsurance: 140, monthlyTaxes: 610,
      monthlyAssociationDues: 0, existingLoanInd: true, subjectPropertyInd: true,
      lender: { liabilityId: 10031, holderName: 'Prairie State Mortgage', account: '7781203', liabilityTypeId: 7,
        mortgageTypeId: 3, monthlyPaymentAmount: 2890, unpaidBalanceAmount: 418250 },
    }],
  }),
  offer({
    offerId: 1004, occupancyType: 'Primary Residence', loanType: 'Conventional', loanAmount: 275000,
    appraisedValue: 390000, home: addr('42 Willow Way', null, 'Evanston', 'IL', '60201'),
    currentPrincipalAndInterest: 1760, newPayment: 1540, monthlySavings: 220, lifetimeSavings: 26400, offerStatusId: 4,
    borrowers: [borrower({ borrowerId: 5005, firstName: 'Grace', lastName: 'Lee', ssnLastSix: '567890',
      dateOfBirth: '05/05/1985', maritalStatus: 'Unmarried', hasSignedConsent: true, applicationStatusId: 3,
      priorLoanReviewStatusId: 3, accountPassword: DEMO_ACCOUNT_PASSWORD,
      home: addr('42 Willow Way', null, 'Evanston', 'IL', '60201'), employer: 'Northshore Analytics', base: 7300 })],
  }),
  offer({
    offerId: 1005, occupancyType: 'Primary Residence', loanType: 'Conventional', loanAmount: 330000,
    appraisedValue: 410000, home: addr('300 River Rd', null, 'Aurora', 'IL', '60505'),
    currentPrincipalAndInterest: 2400, newPayment: 2150, monthlySavings: 250, lifetimeSavings: 30000, offerStatusId: 5,
    borrowers: [borrower({ borrowerId: 5006, firstName: 'Omar', lastName: 'Khan', ssnLastSix: '678901',
      dateOfBirth: '09/09/1990', home: addr('300 River Rd', null, 'Aurora', 'IL', '60505'),
      employer: 'Fox Valley Energy', base: 6900 })],
  }),
  offer({
    offerId: 1006, occupancyType: 'Primary Residence', loanType: 'Conventional', loanAmount: 210000,
    appraisedValue: 295000, home: addr('18 Cedar St', null, 'Rockford', 'IL', '61101'),
    currentPrincipalAndInterest: 1650, newPayment: 1480, monthlySavings: 170, lifetimeSavings: 20400, offerStatusId: 1,
    borrowers: [borrower({ borrowerId: 5007, firstName: 'Pat', lastName: 'Quinn', ssnLastSix: '789012',
      dateOfBirth: '02/28/1972', maritalStatus: 'Separated', hasSignedConsent: true, locked: true,
      home: addr('18 Cedar St', null, 'Rockford', 'IL', '61101'), employer: 'Rock River Freight', base: 5100 })],
  }),
  offer({
    offerId: 1007, occupancyType: 'Primary Residence', loanType: 'Conventional', loanAmount: 355000,
    appraisedValue: 480000, home: lopezHome, currentPrincipalAndInterest: 2300, newPayment: 2010,
    monthlySavings: 290, lifetimeSavings: 34800, offerStatusId: 6, submittedByBorrowerId: 5008,
    borrowers: [
      borrower({ borrowerId: 5008, firstName: 'Ana', lastName: 'Lopez', ssnLastSix: '890123',
        dateOfBirth: '04/12/1982', hasSignedConsent: true, applicationStatusId: 3, creditTypeId: 2,
        jointCreditBorrowerId: 5009, dependentAges: [5], home: lopezHome, employer: 'Champaign Dental Group',
        base: 6600, priorLoanReviewStatusId: 3 }),
      borrower({ borrowerId: 5009, borrowerOrder: 2, firstName: 'Carlos', lastName: 'Lopez', ssnLastSix: '901234',
        dateOfBirth: '12/01/1980', creditTypeId: 2, jointCreditBorrowerId: 5008, home: lopezHome,
        employer: 'Illini Construction', base: 5900 }),
    ],
  }),
  offer({
    offerId: 1008, occupancyType: 'Primary Residence', loanType: 'Conventional', loanAmount: 240000,
    appraisedValue: 335000, home: brownHome, currentPrincipalAndInterest: 1720, newPayment: 1575, monthlySavings: 145,
    lifetimeSavings: 17400, offerStatusId: 1, activeInd: false,
    borrowers: [borrower({ borrowerId: 5010, firstName: 'Noah', lastName: 'Brown', ssnLastSix: '012345',
      dateOfBirth: '06/21/1988', home: brownHome, employer: 'McLean County Health', base: 5600 })],
  }),
];
