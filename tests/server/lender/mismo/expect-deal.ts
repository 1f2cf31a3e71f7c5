// Checks a parsed MISMO DEAL against the application records it was exported from: every value each borrower gave
// the portal, at its ULAD path. The MISMO spellings are written out here, independently of the builders' tables.
import { expect } from 'vitest';
import type { BorrowerProfile, EmploymentInfo } from '../../../../src/shared/api/borrower-data';
import type { DemographicRecord as DemographicInfo } from '../../../../src/shared/api/generated/types';
import type { MismoNode } from '../../../../src/server/lender/mismo/mismo-node';
import type { OfferRecord } from '../../../../src/server/offer/offers';
import { all, num, one, text, texts } from './mismo-tree';

const ARCROLE = 'urn:fdc:mismo.org:2009:residential/';

/** How many values a check compared, so a test can show it compared something. */
export interface Coverage {
  values: number;
  features: Set<string>;
}

const money = (n: number | null | undefined): number | null => (n === null || n === undefined ? null : n);
const bool = (b: boolean | null | undefined): string | null => (b === null || b === undefined ? null : String(b));
const usToIso = (d: string | null): string | null => (d ? `${d.slice(6)}-${d.slice(0, 2)}-${d.slice(3, 5)}` : null);
const sorted = <T>(items: T[]): T[] => [...items].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

interface Arc { from: string; to: string; arcrole: string }

function arcsOf(deal: MismoNode): Arc[] {
  return all(deal, 'RELATIONSHIPS/RELATIONSHIP').map((r) => ({
    from: r.attributes['xlink:from']!, to: r.attributes['xlink:to']!, arcrole: r.attributes['xlink:arcrole']!.replace(ARCROLE, ''),
  }));
}

const labelOf = (n: MismoNode): string => n.attributes['xlink:label']!;

class DealCheck {
  readonly arcs: Arc[];
  readonly coverage: Coverage = { values: 0, features: new Set() };
  constructor(readonly deal: MismoNode) {
    this.arcs = arcsOf(deal);
  }

  eq(actual: unknown, expected: unknown, what: string): void {
    expect(actual, what).toEqual(expected);
    if (expected !== null && expected !== undefined) this.coverage.values += 1;
  }

  saw(feature: string): void {
    this.coverage.features.add(feature);
  }

  /** The labelled containers at `path` arced to `to` by `arcrole`. */
  linked(path: string, to: string, arcrole: string): MismoNode[] {
    const from = new Set(this.arcs.filter((a) => a.to === to && a.arcrole === arcrole).map((a) => a.from));
    return all(this.deal, path).filter((n) => from.has(labelOf(n)));
  }
}

function checkNames(c: DealCheck, party: MismoNode, p: BorrowerProfile, who: string): void {
  const b = p.borrowerInfo;
  c.eq(text(party, 'INDIVIDUAL/NAME/FirstName'), b.firstName, `${who} first name`);
  c.eq(text(party, 'INDIVIDUAL/NAME/MiddleName'), b.middleName || null, `${who} middle name`);
  c.eq(text(party, 'INDIVIDUAL/NAME/LastName'), b.lastName, `${who} last name`);
  const suffix = b.suffixName === 'Other' ? b.otherSuffix : b.suffixName === 'None' ? null : b.suffixName;
  c.eq(text(party, 'INDIVIDUAL/NAME/SuffixName'), suffix, `${who} suffix`);
  const alias = b.alternateNameInd !== false && b.alternateNameInfo?.activeInd ? b.alternateNameInfo : null;
  if (alias) c.saw('alternate name');
  c.eq(text(party, 'INDIVIDUAL/ALIASES/ALIAS/NAME/FirstName'), alias?.alternateFirstName ?? null, `${who} alternate first name`);
  c.eq(text(party, 'INDIVIDUAL/ALIASES/ALIAS/NAME/MiddleName'), alias?.alternateMiddleName || null, `${who} alternate middle name`);
  c.eq(text(party, 'INDIVIDUAL/ALIASES/ALIAS/NAME/LastName'), alias?.alternateLastName ?? null, `${who} alternate last name`);
}

function checkContact(c: DealCheck, party: MismoNode, p: BorrowerProfile, who: string): void {
  const points = all(party, 'INDIVIDUAL/CONTACT_POINTS/CONTACT_POINT');
  const phone = (role: string) => points.find((pt) => text(pt, 'CONTACT_POINT_DETAIL/ContactPointRoleType') === role);
  const contact = p.contactInfo;
  c.eq(text(phone('Home'), 'CONTACT_POINT_TELEPHONE/ContactPointTelephoneValue'), contact?.homePhoneNumber ?? null, `${who} home phone`);
  c.eq(text(phone('Mobile'), 'CONTACT_POINT_TELEPHONE/ContactPointTelephoneValue'), contact?.cellPhoneNumber ?? null, `${who} cell phone`);
  c.eq(text(phone('Work'), 'CONTACT_POINT_TELEPHONE/ContactPointTelephoneValue'), contact?.workPhoneNumber ?? null, `${who} work phone`);
  c.eq(text(phone('Work'), 'CONTACT_POINT_TELEPHONE/ContactPointTelephoneExtensionValue'), contact?.workPhoneNumber ? contact.workPhoneExtn : null,
    `${who} work extension`);
  c.eq(texts(party, 'INDIVIDUAL/CONTACT_POINTS/CONTACT_POINT/CONTACT_POINT_EMAIL/ContactPointEmailValue'),
    contact?.emailAddress ? [contact.emailAddress] : [], `${who} email`);
}

const LANGUAGE_EXTENSION = 'LANGUAGES/LANGUAGE/EXTENSION/OTHER/ULAD:LANGUAGE_EXTENSION';

/** The Supplemental Consumer Information Form's language preference: a code, Other with its text, or a refusal. */
function checkLanguage(c: DealCheck, party: MismoNode, p: BorrowerProfile, who: string): void {
  const l = p.languagePreferenceInfo;
  const answered = l !== null && (l.languageCode !== null || l.languageRefusalInd);
  if (answered) c.saw(l.languageRefusalInd ? 'language refusal' : 'language preference');
  c.eq(all(party, 'LANGUAGES/LANGUAGE').length, answered ? 1 : 0, `${who} languages`);
  c.eq(text(party, 'LANGUAGES/LANGUAGE/LanguageCode'), l?.languageCode === 'other' ? 'Other' : (l?.languageCode ?? null), `${who} language code`);
  c.eq(text(party, `${LANGUAGE_EXTENSION}/ULAD:LanguageCodeOtherDescription`),
    l?.languageCode === 'other' ? l.languageCodeOtherDescription : null, `${who} other language`);
  c.eq(text(party, `${LANGUAGE_EXTENSION}/ULAD:LanguageRefusalIndicator`), answered ? bool(l.languageRefusalInd) : null,
    `${who} language refusal`);
}

const BASIS: Record<number, string> = { 1: 'Own', 2: 'Rent', 3: 'LivingRentFree' };

function addressFacts(a: MismoNode | undefined) {
  return {
    line: text(a, 'AddressLineText'), unit: text(a, 'AddressUnitIdentifier'), city: text(a, 'CityName'),
    state: text(a, 'StateCode'), zip: text(a, 'PostalCode'), country: text(a, 'CountryCode'),
  };
}

const portalAddressFacts = (a: { streetAddress: string | null; unitNum: string | null; city: string | null; state: string | null;
  zipCode: string | null; country: string | null }) => ({
  line: a.streetAddress, unit: a.unitNum || null, city: a.city, state: a.state, zip: a.zipCode, country: a.country,
});

function checkAddresses(c: DealCheck, party: MismoNode, role: MismoNode, p: BorrowerProfile, who: string): void {
  const active = p.borrowerInfo.borrowerAddressInfo.filter((a) => a.activeInd);
  const residences = active.filter((a) => a.addressTypeInfo.typeOfAddress !== 'Mailing').map((a) => ({
    ...portalAddressFacts(a.addressInfo), type: a.addressTypeInfo.typeOfAddress,
    basis: a.housingTypeId === null ? null : BASIS[a.housingTypeId]!,
    months: a.years === null && a.months === null ? null : (a.years ?? 0) * 12 + (a.months ?? 0),
    rent: money(a.rentAmount),
  }));
  const actual = all(role, 'BORROWER/RESIDENCES/RESIDENCE').map((r) => ({
    ...addressFacts(one(r, 'ADDRESS')), type: text(r, 'RESIDENCE_DETAIL/BorrowerResidencyType'),
    basis: text(r, 'RESIDENCE_DETAIL/BorrowerResidencyBasisType'), months: num(r, 'RESIDENCE_DETAIL/BorrowerResidencyDurationMonthsCount'),
    rent: num(r, 'LANDLORD/LANDLORD_DETAIL/MonthlyRentAmount'),
  }));
  c.eq(sorted(actual), sorted(residences), `${who} current and prior addresses with housing`);
  if (residences.some((r) => r.type === 'Prior')) c.saw('prior address');
  const mailing = active.filter((a) => a.addressTypeInfo.typeOfAddress === 'Mailing').map((a) => portalAddressFacts(a.addressInfo));
  const actualMailing = all(party, 'ADDRESSES/ADDRESS').filter((a) => text(a, 'AddressType') === 'Mailing').map(addressFacts);
  c.eq(actualMailing, mailing, `${who} mailing address`);
}

function checkPersonal(c: DealCheck, role: MismoNode, p: BorrowerProfile, who: string): void {
  const b = p.borrowerInfo;
  c.eq(text(role, 'BORROWER/BORROWER_DETAIL/BorrowerBirthDate'), usToIso(b.dateOfBirth), `${who} date of birth`);
  c.eq(text(role, 'BORROWER/BORROWER_DETAIL/MaritalStatusType'), b.maritalStatus, `${who} marital status`);
  const ages = b.dependentInfo.filter((d) => d.activeInd).map((d) => d.dependentAge);
  if (ages.length > 0) c.saw('dependents');
  c.eq(num(role, 'BORROWER/BORROWER_DETAIL/DependentCount'), b.dependentsInd === null ? null : b.dependentsInd ? ages.length : 0,
    `${who} dependent count`);
  c.eq(all(role, 'BORROWER/DEPENDENTS/DEPENDENT').map((d) => num(d, 'DependentAgeYearsCount')), ages, `${who} dependent ages`);
  c.eq(text(role, 'BORROWER/DECLARATION/DECLARATION_DETAIL/CitizenshipResidencyType'), b.citizenshipStatus, `${who} citizenship`);
  const credit = p.creditTypeId === 1 ? 'NotJointly' : p.creditTypeId === 2 ? 'Jointly' : null;
  c.eq(text(role, 'BORROWER/BORROWER_DETAIL/JointAssetLiabilityReportingType'), credit, `${who} credit type`);
}

const isCurrent = (e: EmploymentInfo): boolean => e.currentEmployerInd ?? !e.previousEmployerInd;
const MILITARY_PAY: Record<number, string> = { 20: 'MilitaryBasePay', 21: 'MilitaryQuartersAllowance', 22: 'MilitaryCombatPay' };

function expectedIncomeParts(e: EmploymentInfo): { type: string; amount: number }[] {
  if (e.isMilitaryEmployment) {
    const m = e.militaryIncomeInfo;
    return m ? [{ type: MILITARY_PAY[m.incomeTypeId] ?? 'Other', amount: m.militaryIncome1 }] : [];
  }
  const i = e.incomeInfo;
  if (!i) return [];
  return ([['Base', i.monthlyBaseIncome], ['Overtime', i.overtimeIncome], ['Bonus', i.bonusIncome],
    ['Commissions', i.commissionsIncome], ['Other', i.otherIncome]] as const)
    .filter(([, v]) => v !== null).map(([type, v]) => ({ type, amount: v as number }));
}

function checkEmployment(c: DealCheck, role: MismoNode, p: BorrowerProfile, who: string): void {
  const employers = all(role, 'BORROWER/EMPLOYERS/EMPLOYER');
  const active = p.employmentInfo.filter((e) => e.activeInd);
  c.eq(employers.length, active.length, `${who} employer count`);
  const items = all(role, 'BORROWER/CURRENT_INCOME/CURRENT_INCOME_ITEMS/CURRENT_INCOME_ITEM');
  active.forEach((e, i) => {
    const emp = employers[i];
    const where = `${who} employer ${e.employerName}`;
    if (e.isMilitaryEmployment) c.saw('military entitlement');
    if (!isCurrent(e)) c.saw('previous employment');
    c.eq(text(emp, 'LEGAL_ENTITY/LEGAL_ENTITY_DETAIL/FullName'), e.employerName, `${where} name`);
    c.eq(text(emp, 'LEGAL_ENTITY/CONTACTS/CONTACT/CONTACT_POINTS/CONTACT_POINT/CONTACT_POINT_TELEPHONE/ContactPointTelephoneValue'),
      e.phoneNumber, `${where} phone`);
    c.eq(addressFacts(one(emp, 'ADDRESS')), portalAddressFacts(e), `${where} address`);
    c.eq(text(emp, 'EMPLOYMENT/EmploymentPositionDescription'), e.position, `${where} position`);
    c.eq(text(emp, 'EMPLOYMENT/EmploymentStartDate'), usToIso(e.startDate), `${where} start date`);
    c.eq(text(emp, 'EMPLOYMENT/EmploymentEndDate'), usToIso(e.endDate), `${where} end date`);
    c.eq(text(emp, 'EMPLOYMENT/EmploymentStatusType'), isCurrent(e) ? 'Current' : 'Previous', `${where} status`);
    c.eq(text(emp, 'EMPLOYMENT/EmploymentBorrowerSelfEmployedIndicator'), bool(e.selfEmployedInd), `${where} self-employed`);
    c.eq(text(emp, 'EMPLOYMENT/OwnershipInterestType'), e.selfEmployedInd ? e.ownershipShare : null, `${where} ownership share`);
    c.eq(text(emp, 'EMPLOYMENT/SpecialBorrowerEmployerRelationshipIndicator'), bool(e.specialEmploymentInd), `${where} special relationship`);
    const parts = expectedIncomeParts(e);
    const gross = e.selfEmployedInd && e.monthlyIncomeOrLoss !== null ? e.monthlyIncomeOrLoss
      : isCurrent(e) || parts.length === 0 ? null : parts.reduce((s, x) => s + x.amount, 0);
    c.eq(num(emp, 'EMPLOYMENT/EmploymentMonthlyIncomeAmount'), gross, `${where} monthly income`);
    const label = labelOf(emp!);
    const fromEmployer = new Set(c.arcs.filter((a) => a.to === label && a.arcrole === 'CURRENT_INCOME_ITEM_IsAssociatedWith_EMPLOYER').map((a) => a.from));
    const income = items.filter((item) => fromEmployer.has(labelOf(item))).map((item) => ({
      type: text(item, 'CURRENT_INCOME_ITEM_DETAIL/IncomeType')!, amount: num(item, 'CURRENT_INCOME_ITEM_DETAIL/CurrentIncomeMonthlyTotalAmount')!,
      employment: text(item, 'CURRENT_INCOME_ITEM_DETAIL/EmploymentIncomeIndicator'),
    }));
    c.eq(sorted(income), sorted(isCurrent(e) ? parts.map((x) => ({ ...x, employment: 'true' })) : []), `${where} income items`);
  });
}

const OTHER_INCOME: Record<number, string> = { 1: 'Alimony', 2: 'ChildSupport', 3: 'SeparateMaintenance', 4: 'SocialSecurity', 5: 'Pension', 6: 'Other' };

function checkAdditionalIncome(c: DealCheck, role: MismoNode, p: BorrowerProfile, who: string): void {
  const expected = p.additionalIncomeInfo.filter((i) => i.activeInd && i.additionalIncome1 !== null).map((i) => ({
    type: (i.incomeTypeId === null ? undefined : OTHER_INCOME[i.incomeTypeId]) ?? 'Other', amount: i.additionalIncome1,
  }));
  if (expected.length > 0) c.saw('additional income');
  const actual = all(role, 'BORROWER/CURRENT_INCOME/CURRENT_INCOME_ITEMS/CURRENT_INCOME_ITEM')
    .filter((item) => text(item, 'CURRENT_INCOME_ITEM_DETAIL/EmploymentIncomeIndicator') === 'false')
    .map((item) => ({ type: text(item, 'CURRENT_INCOME_ITEM_DETAIL/IncomeType'), amount: num(item, 'CURRENT_INCOME_ITEM_DETAIL/CurrentIncomeMonthlyTotalAmount') }));
  c.eq(sorted(actual), sorted(expected), `${who} additional incomes`);
}

const yesNo = (b: boolean | null | undefined): string | null => (b === null || b === undefined ? null : b ? 'Yes' : 'No');
const PRIOR_USAGE: Record<number, string> = { 1: 'PrimaryResidence', 2: 'FHASecondaryResidence', 3: 'SecondHome', 4: 'Investment' };
const PRIOR_TITLE: Record<number, string> = { 1: 'Sole', 2: 'JointWithSpouse', 3: 'JointWithOtherThanSpouse' };

function checkDeclarations(c: DealCheck, role: MismoNode, p: BorrowerProfile, who: string): void {
  const d = p.declarationsInfo;
  if (d) c.saw('declarations');
  const detail = one(role, 'BORROWER/DECLARATION/DECLARATION_DETAIL');
  const expected: [string, string | null][] = [
    ['IntentToOccupyType', yesNo(d?.primaryResidenceInd)],
    ['HomeownerPastThreeYearsType', yesNo(d?.ownershipIntNewPropertyIND)],
    ['PriorPropertyUsageType', d?.propertyTypeId ? PRIOR_USAGE[d.propertyTypeId]! : null],
    ['PriorPropertyTitleType', d?.titleHeldTypeId ? PRIOR_TITLE[d.titleHeldTypeId]! : null],
    ['EXTENSION/OTHER/ULAD:DECLARATION_DETAIL_EXTENSION/ULAD:SpecialBorrowerSellerRelationshipIndicator', bool(d?.affliiationWithSellerInd)],
    ['UndisclosedBorrowedFundsIndicator', bool(d?.undisclosedBorrowedFundsInd)],
    ['UndisclosedBorrowedFundsAmount', d?.borrowedFundAmount == null ? null : d.borrowedFundAmount.toFixed(2)],
    ['UndisclosedMortgageApplicationIndicator', bool(d?.undisclosedMortgageAppInd)],
    ['UndisclosedCreditApplicationIndicator', bool(d?.undisclosedCreditAppInd)],
    ['PropertyProposedCleanEnergyLienIndicator', bool(d?.cleanEnergyLienPropertyInd)],
    ['UndisclosedComakerOfNoteIndicator', bool(d?.undisclosedComakerOfNoteInd)],
    ['OutstandingJudgmentsIndicator', bool(d?.outstandingJudgementsInd)],
    ['PresentlyDelinquentIndicator', bool(d?.delinquentInd)],
    ['PartyToLawsuitIndicator', bool(d?.partyToLawsuitInd)],
    ['PriorPropertyDeedInLieuConveyedIndicator', bool(d?.priorPropertyDeedInLieuInd)],
    ['PriorPropertyShortSaleCompletedIndicator', bool(d?.priorPropertyShortsaleInd)],
    ['PriorPropertyForeclosureCompletedIndicator', bool(d?.priorPropertyForeclosedInd)],
    ['BankruptcyIndicator', bool(d?.bankruptcyInd)],
  ];
  for (const [path, value] of expected) c.eq(text(detail, path), value, `${who} declaration ${path}`);
  const chapters = d?.bankruptcyInd
    ? ([['chapter7Ind', 'ChapterSeven'], ['chapter11Ind', 'ChapterEleven'], ['chapter12Ind', 'ChapterTwelve'], ['chapter13Ind', 'ChapterThirteen']] as const)
      .filter(([f]) => d[f]).map(([, ch]) => ch)
    : [];
  c.eq(texts(role, 'BORROWER/BANKRUPTCIES/BANKRUPTCY/BANKRUPTCY_DETAIL/BankruptcyChapterType'), chapters, `${who} bankruptcy chapters`);
}

function checkMilitary(c: DealCheck, role: MismoNode, p: BorrowerProfile, who: string): void {
  const m = p.militaryInfo;
  if (m?.militaryServiceInd) c.saw('military service');
  c.eq(text(role, 'BORROWER/BORROWER_DETAIL/SelfDeclaredMilitaryServiceIndicator'), bool(m?.militaryServiceInd), `${who} ever served`);
  c.eq(text(role, 'BORROWER/BORROWER_DETAIL/SpousalVABenefitsEligibilityIndicator'), m?.militaryServiceInd ? bool(m.survivingSpouseInd) : null,
    `${who} surviving spouse`);
  const statuses = m?.militaryServiceInd
    ? [m.currentlyOnActiveDutyInd && 'ActiveDuty', m.veteranInd && 'Veteran', m.reserveOrNationalGuardInd && 'ReserveNationalGuardNeverActivated']
      .filter((s): s is string => typeof s === 'string')
    : [];
  c.eq(texts(role, 'BORROWER/MILITARY_SERVICES/MILITARY_SERVICE/MilitaryStatusType'), statuses, `${who} military statuses`);
  const activeDuty = all(role, 'BORROWER/MILITARY_SERVICES/MILITARY_SERVICE').find((s) => text(s, 'MilitaryStatusType') === 'ActiveDuty');
  c.eq(text(activeDuty, 'MilitaryServiceExpectedCompletionDate'), m?.currentlyOnActiveDutyInd ? usToIso(m.serviceTourExpirationDate) : null,
    `${who} service tour expiration`);
}

function checkDemographics(c: DealCheck, role: MismoNode, p: BorrowerProfile, who: string): void {
  const d: DemographicInfo | null = p.demographicInfo;
  if (d) c.saw('demographics');
  const gm = one(role, 'BORROWER/GOVERNMENT_MONITORING');
  const on = (v: boolean | null | undefined): boolean => v === true;
  c.eq(texts(gm, 'EXTENSION/OTHER/ULAD:GOVERNMENT_MONITORING_EXTENSION/ULAD:HMDA_ETHNICITIES/ULAD:HMDA_ETHNICITY/ULAD:HMDAEthnicityType'),
    [on(d?.hispanicOrLatinoInd) && 'HispanicOrLatino', on(d?.notHispanicOrLatinoInd) && 'NotHispanicOrLatino'].filter(Boolean), `${who} ethnicity`);
  c.eq(texts(gm, 'HMDA_ETHNICITY_ORIGINS/HMDA_ETHNICITY_ORIGIN/HMDAEthnicityOriginType'),
    [on(d?.mexicanInd) && 'Mexican', on(d?.puertoRicanInd) && 'PuertoRican', on(d?.cubanInd) && 'Cuban',
      on(d?.otherHispanicOrLatinoInd) && 'Other'].filter(Boolean), `${who} ethnicity origins`);
  c.eq(text(gm, 'HMDA_ETHNICITY_ORIGINS/HMDA_ETHNICITY_ORIGIN/HMDAEthnicityOriginTypeOtherDescription'),
    on(d?.otherHispanicOrLatinoInd) ? d!.hispanicOrLatinoOrigin : null, `${who} other origin`);
  const sex = on(d?.femaleInd) && on(d?.maleInd) ? 'ApplicantHasSelectedBothMaleAndFemale' : on(d?.femaleInd) ? 'Female' : on(d?.maleInd) ? 'Male' : null;
  c.eq(text(gm, 'GOVERNMENT_MONITORING_DETAIL/EXTENSION/OTHER/ULAD:GOVERNMENT_MONITORING_DETAIL_EXTENSION/ULAD:HMDAGenderType'), sex, `${who} sex`);
  c.eq(text(gm, 'GOVERNMENT_MONITORING_DETAIL/HMDAEthnicityRefusalIndicator'), bool(d?.notWillingToProvideEthnicityInd), `${who} ethnicity refusal`);
  c.eq(text(gm, 'GOVERNMENT_MONITORING_DETAIL/HMDAGenderRefusalIndicator'), bool(d?.notWillingToProvideSexInd), `${who} sex refusal`);
  c.eq(text(gm, 'GOVERNMENT_MONITORING_DETAIL/HMDARaceRefusalIndicator'), bool(d?.notWillingToProvideRaceInd), `${who} race refusal`);
  const races = all(gm, 'HMDA_RACES/HMDA_RACE').map((r) => ({
    race: text(r, 'HMDA_RACE_DETAIL/HMDARaceType'),
    detail: text(r, 'HMDA_RACE_DETAIL/HMDARaceTypeAdditionalDescription'),
    designations: all(r, 'HMDA_RACE_DESIGNATIONS/HMDA_RACE_DESIGNATION').map((x) =>
      text(x, 'HMDARaceDesignationType') ?? text(x, 'EXTENSION/OTHER/ULAD:HMDA_RACE_DESIGNATION_EXTENSION/ULAD:HMDARaceDesignationType')),
    otherText: ['ULAD:HMDARaceDesignationOtherAsianDescription', 'ULAD:HMDARaceDesignationOtherPacificIslanderDescription']
      .flatMap((name) => texts(r, `HMDA_RACE_DESIGNATIONS/HMDA_RACE_DESIGNATION/EXTENSION/OTHER/ULAD:HMDA_RACE_DESIGNATION_EXTENSION/${name}`)),
  }));
  const expected = !d ? [] : [
    { box: d.americanIndianOrAlaskanNativeInd, race: 'AmericanIndianOrAlaskaNative', detail: d.principalTribeName, designations: [], otherText: [] },
    { box: d.asianInd, race: 'Asian', detail: null,
      designations: [on(d.asianIndianInd) && 'AsianIndian', on(d.chineseInd) && 'Chinese', on(d.filipinoInd) && 'Filipino',
        on(d.japaneseInd) && 'Japanese', on(d.koreanInd) && 'Korean', on(d.vietnameseInd) && 'Vietnamese', on(d.otherAsianInd) && 'OtherAsian'].filter(Boolean),
      otherText: on(d.otherAsianInd) && d.asianRace ? [d.asianRace] : [] },
    { box: d.nativeHawaiianOrPacificIslanderInd, race: 'NativeHawaiianOrOtherPacificIslander', detail: null,
      designations: [on(d.nativeHawaiianInd) && 'NativeHawaiian', on(d.guamanianOrChamorroInd) && 'GuamanianOrChamorro', on(d.samoanInd) && 'Samoan',
        on(d.otherPacificIslanderInd) && 'OtherPacificIslander'].filter(Boolean),
      otherText: on(d.otherPacificIslanderInd) && d.pacificIslanderRace ? [d.pacificIslanderRace] : [] },
    { box: d.blackOrAfricanAmericanInd, race: 'BlackOrAfricanAmerican', detail: null, designations: [], otherText: [] },
    { box: d.whiteInd, race: 'White', detail: null, designations: [], otherText: [] },
  ].filter((r) => r.box === true || r.designations.length > 0).map(({ box: _box, ...rest }) => rest);
  c.eq(races, expected, `${who} races`);
}

const ACCOUNT_TYPE: Record<number, string> = { 1: 'CheckingAccount', 2: 'SavingsAccount', 3: 'MoneyMarketFund', 4: 'CertificateOfDepositTimeDeposit',
  5: 'MutualFund', 6: 'Stock', 7: 'RetirementFund', 8: 'Other' };
const GIFT_TYPE: Record<string, string> = { 'Cash Gift': 'GiftOfCash', 'Gift of Equity': 'GiftOfPropertyEquity', Grant: 'Grant' };

function checkAssets(c: DealCheck, role: MismoNode, p: BorrowerProfile, who: string): void {
  const label = labelOf(role);
  const linked = c.linked('ASSETS/ASSET', label, 'ASSET_IsAssociatedWith_ROLE').filter((a) => one(a, 'ASSET_DETAIL'));
  const actual = linked.map((a) => ({
    holder: text(a, 'ASSET_HOLDER/NAME/FullName'), type: text(a, 'ASSET_DETAIL/AssetType'),
    amount: num(a, 'ASSET_DETAIL/AssetCashOrMarketValueAmount'), source: text(a, 'ASSET_DETAIL/FundsSourceType'),
    deposited: text(a, 'ASSET_DETAIL/EXTENSION/OTHER/ULAD:ASSET_DETAIL_EXTENSION/ULAD:IncludedInAssetAccountIndicator'),
  }));
  const held = (a: BorrowerProfile['assetInfo'][number]) => {
    const joint = a.borrowerAssets.filter((s) => s.isJointAsset).map((s) => s.applicationId);
    return joint.length > 0 ? joint.includes(p.applicationId) : a.applicationId === p.applicationId;
  };
  const accounts = p.assetInfo.filter(held).map((a) => ({
    holder: a.financialInstitution, type: ACCOUNT_TYPE[a.assetType.assetTypeId]!, amount: money(a.cashMarketValue), source: null, deposited: null,
  }));
  const gifts = p.giftsOrGrantsInfo.gifts.map((g) => ({
    holder: null, type: GIFT_TYPE[g.type]!, amount: g.value, source: g.source.replace(/ /g, '').replace('Nonprofit', 'NonProfit'), deposited: String(g.status === 'Deposited'),
  }));
  const others = p.otherAssetInfo.filter((a) => a.activeInd && ['ProceedsFromRealEstateSale', 'ProceedsFromNonRealEstateSale',
    'SecuredBorrowedFunds', 'UnsecuredBorrowedFunds', 'Other'].includes(a.type ?? '')).map((a) => ({
    holder: null, amount: money(a.value), source: null, deposited: null,
    type: ({ ProceedsFromRealEstateSale: 'PendingNetSaleProceedsFromRealEstateAssets', ProceedsFromNonRealEstateSale: 'ProceedsFromSaleOfNonRealEstateAsset',
      SecuredBorrowedFunds: 'ProceedsFromSecuredLoan', UnsecuredBorrowedFunds: 'ProceedsFromUnsecuredLoan', Other: 'Other' } as Record<string, string>)[a.type!]!,
  }));
  if (accounts.length > 0) c.saw('accounts');
  if (gifts.length > 0) c.saw('gifts');
  c.eq(sorted(actual), sorted([...accounts, ...gifts, ...others]), `${who} assets, gifts and other assets`);
  c.eq(text(role, 'BORROWER/EXTENSION/OTHER/PORTAL:BORROWER_EXTENSION/PORTAL:GiftsOrGrantsIndicator'), bool(p.giftsOrGrantsInfo.hasGiftsOrGrants),
    `${who} gifts answer`);
}

const LIABILITY_ACCOUNT: Record<string, string> = { Revolving: 'Revolving', Installment: 'Installment', Open30Day: 'Open30DayChargeAccount',
  Lease: 'LeasePayment', OtherAccounts: 'Other' };
const OTHER_LIABILITY: Record<number, string> = { 1: 'Installment', 2: 'Revolving', 3: 'HELOC', 4: 'CollectionsJudgmentsAndLiens', 5: 'Taxes', 6: 'Other' };
const LENDER_TYPE: Record<number, string> = { 7: 'MortgageLoan', 6: 'HELOC', 1: 'Installment', 2: 'Open30DayChargeAccount', 3: 'LeasePayment', 4: 'Revolving', 5: 'Other' };
const MORTGAGE: Record<number, string> = { 1: 'Conventional', 2: 'FHA', 3: 'VA', 4: 'USDARuralDevelopment', 5: 'Other' };

function liabilityFacts(l: MismoNode) {
  return {
    holder: text(l, 'LIABILITY_HOLDER/NAME/FullName'), account: text(l, 'LIABILITY_DETAIL/LiabilityAccountIdentifier'),
    type: text(l, 'LIABILITY_DETAIL/LiabilityType'), otherType: text(l, 'LIABILITY_DETAIL/LiabilityTypeOtherDescription'),
    payment: num(l, 'LIABILITY_DETAIL/LiabilityMonthlyPaymentAmount'), balance: num(l, 'LIABILITY_DETAIL/LiabilityUnpaidBalanceAmount'),
    paidOff: text(l, 'LIABILITY_DETAIL/LiabilityPayoffStatusIndicator'),
    limit: num(l, 'LIABILITY_DETAIL/HELOCMaximumBalanceAmount') ?? num(l, 'LIABILITY_DETAIL/EXTENSION/OTHER/PORTAL:LIABILITY_DETAIL_EXTENSION/PORTAL:CreditLimitAmount'),
    mortgageType: text(l, 'LIABILITY_DETAIL/MortgageType'),
  };
}

function checkLiabilities(c: DealCheck, role: MismoNode, p: BorrowerProfile, who: string): void {
  const label = labelOf(role);
  const owedByRole = c.linked('LIABILITIES/LIABILITY', label, 'LIABILITY_IsAssociatedWith_ROLE');
  const reoLiabilities = new Set(c.arcs.filter((a) => a.arcrole === 'ASSET_IsAssociatedWith_LIABILITY').map((a) => a.to));
  const actual = owedByRole.filter((l) => !reoLiabilities.has(labelOf(l))).map(liabilityFacts);
  const accounts = p.liabilityInfo.filter((a) => a.activeInd).map((a) => ({
    holder: a.companyName, account: a.accountNumber, type: a.type ? LIABILITY_ACCOUNT[a.type]! : null,
    otherType: a.type === 'OtherAccounts' ? a.otherType : null, payment: money(a.monthlyPayment), balance: money(a.unpaidBalance),
    paidOff: bool(a.paidOff), limit: null, mortgageType: null,
  }));
  const others = p.otherLiabilityInfo.filter((l) => l.activeInd).map((l) => ({
    holder: l.holderName, account: null, type: l.liabilityTypeId ? OTHER_LIABILITY[l.liabilityTypeId]! : null, otherType: null,
    payment: money(l.monthlyPaymentAmount), balance: money(l.unpaidBalanceAmount), paidOff: null, limit: money(l.creditLimit), mortgageType: null,
  }));
  if (accounts.length > 0) c.saw('liability accounts');
  if (others.length > 0) c.saw('other liabilities');
  c.eq(sorted(actual), sorted([...accounts, ...others]), `${who} liabilities`);
  const expenses = c.linked('EXPENSES/EXPENSE', label, 'EXPENSE_IsAssociatedWith_ROLE').map((e) => ({
    type: text(e, 'ExpenseType'), amount: num(e, 'ExpenseMonthlyPaymentAmount'), other: text(e, 'ExpenseTypeOtherDescription'),
  }));
  const expected = p.otherExpenseInfo.filter((e) => e.activeInd).map((e) => ({
    type: e.type === 'SeparateMaintenance' ? 'SeparateMaintenanceExpense' : e.type, amount: money(e.monthlyPayment),
    other: e.type === 'Other' ? e.other : null,
  }));
  if (expected.length > 0) c.saw('other expenses');
  c.eq(sorted(expenses), sorted(expected), `${who} other expenses`);
}

const DISPOSITION: Record<number, string> = { 1: 'Retain', 2: 'Sold', 3: 'PendingSale', 4: 'Retain' };
const USAGE: Record<number, string> = { 1: 'Investment', 2: 'PrimaryResidence', 3: 'SecondHome', 4: 'Other' };

function checkRealEstate(c: DealCheck, role: MismoNode, p: BorrowerProfile, who: string): void {
  const label = labelOf(role);
  const owned = c.linked('ASSETS/ASSET', label, 'ASSET_IsAssociatedWith_ROLE').filter((a) => one(a, 'OWNED_PROPERTY'));
  const liabilities = all(c.deal, 'LIABILITIES/LIABILITY');
  const actual = owned.map((a) => {
    const o = one(a, 'OWNED_PROPERTY');
    const ext = 'OWNED_PROPERTY_DETAIL/EXTENSION/OTHER/PORTAL:OWNED_PROPERTY_DETAIL_EXTENSION';
    const lenderLabels = new Set(c.arcs.filter((x) => x.from === labelOf(a) && x.arcrole === 'ASSET_IsAssociatedWith_LIABILITY').map((x) => x.to));
    return {
      address: addressFacts(one(o, 'PROPERTY/ADDRESS')), value: num(o, 'PROPERTY/PROPERTY_DETAIL/PropertyEstimatedValueAmount'),
      usage: text(o, 'PROPERTY/PROPERTY_DETAIL/PropertyUsageType'), status: text(o, 'OWNED_PROPERTY_DETAIL/OwnedPropertyDispositionStatusType'),
      rentGross: num(o, 'OWNED_PROPERTY_DETAIL/OwnedPropertyRentalIncomeGrossAmount'), rentNet: num(o, 'OWNED_PROPERTY_DETAIL/OwnedPropertyRentalIncomeNetAmount'),
      expense: num(o, 'OWNED_PROPERTY_DETAIL/OwnedPropertyMaintenanceExpenseAmount'), subject: text(o, 'OWNED_PROPERTY_DETAIL/OwnedPropertySubjectIndicator'),
      insurance: num(o, `${ext}/PORTAL:MonthlyHazardInsuranceAmount`), taxes: num(o, `${ext}/PORTAL:MonthlyTaxesAmount`),
      dues: num(o, `${ext}/PORTAL:MonthlyAssociationDuesAmount`), existingLoan: text(o, `${ext}/PORTAL:ExistingLoanIndicator`),
      lenders: sorted(liabilities.filter((l) => lenderLabels.has(labelOf(l))).map((l) => ({
        ...liabilityFacts(l), owedByBorrower: c.arcs.some((x) => x.from === labelOf(l) && x.to === label && x.arcrole === 'LIABILITY_IsAssociatedWith_ROLE'),
      }))),
    };
  });
  const expected = p.propertyInfo.filter((x) => x.activeInd).map((x) => ({
    address: portalAddressFacts(x.address), value: money(x.propertyValue), usage: x.occupancyTypeId ? USAGE[x.occupancyTypeId]! : null,
    status: x.propertyStatusTypeId ? DISPOSITION[x.propertyStatusTypeId]! : null, rentGross: money(x.monthlyRentGross),
    rentNet: money(x.monthlyRentNet), expense: money(x.monthlyExpense), subject: bool(x.subjectPropertyInd),
    insurance: money(x.monthlyHazardInsurance), taxes: money(x.monthlyTaxes), dues: money(x.monthlyAssociationDues),
    existingLoan: bool(x.existingLoanInd),
    lenders: sorted(x.liabilities.filter((l) => l.activeInd).map((l) => ({
      holder: l.holderName, account: l.account, type: l.liabilityTypeId ? LENDER_TYPE[l.liabilityTypeId]! : null, otherType: null,
      payment: money(l.monthlyPaymentAmount), balance: money(l.unpaidBalanceAmount), paidOff: null, limit: money(l.creditLimit),
      mortgageType: l.mortgageTypeId ? MORTGAGE[l.mortgageTypeId]! : null, owedByBorrower: l.applicationIds.includes(p.applicationId),
    }))),
  }));
  if (expected.length > 0) c.saw('real estate owned');
  if (expected.some((x) => x.lenders.length > 0)) c.saw('mortgages');
  c.eq(sorted(actual), sorted(expected), `${who} real estate owned and its lenders`);
}

const LOAN_TYPE: Record<string, string> = { Conventional: 'Conventional', FHA: 'FHA', VA: 'VA' };

function checkLoan(c: DealCheck, offer: OfferRecord, borrowers: BorrowerProfile[]): void {
  const loan = one(c.deal, 'LOANS/LOAN');
  c.eq(loan?.attributes.LoanRoleType, 'SubjectLoan', 'loan role');
  c.eq(text(loan, 'LOAN_IDENTIFIERS/LOAN_IDENTIFIER/LoanIdentifier'), offer.loanNumber, 'loan number');
  c.eq(num(loan, 'TERMS_OF_LOAN/BaseLoanAmount'), offer.loanAmount, 'loan amount');
  c.eq(text(loan, 'TERMS_OF_LOAN/LoanPurposeType'), offer.loanPurpose?.toLowerCase() === 'purchase' ? 'Purchase' : 'Refinance', 'loan purpose');
  c.eq(text(loan, 'TERMS_OF_LOAN/MortgageType'), LOAN_TYPE[offer.loanType ?? ''] ?? 'Other', 'mortgage type');
  c.eq(num(loan, 'LOAN_DETAIL/BorrowerCount'), borrowers.length, 'borrower count');
  const subject = one(c.deal, 'COLLATERALS/COLLATERAL/SUBJECT_PROPERTY');
  const a = offer.address;
  c.eq(addressFacts(one(subject, 'ADDRESS')), { line: a.line1, unit: a.unit, city: a.city, state: a.state, zip: a.zipcode, country: a.country },
    'subject property address');
  c.eq(text(subject, 'ADDRESS/CountyName'), a.county, 'subject property county');
  c.eq(num(subject, 'PROPERTY_DETAIL/PropertyEstimatedValueAmount'), offer.appraisedValue, 'subject property value');
  const answered = borrowers.map((b) => b.subjectPropertyInfo).find((s) => s.occupancy !== null || s.refiStatus !== null);
  if (answered) {
    c.saw('subject property answers');
    c.eq(text(loan, 'REFINANCE/RefinanceCashOutDeterminationType'), answered.refiStatus, 'refinance type');
    c.eq(text(subject, 'PROPERTY_DETAIL/PropertyUsageType'),
      answered.occupancy === 'InvestmentProperty' ? 'Investment' : answered.occupancy, 'subject occupancy');
    c.eq(num(subject, 'PROPERTY_DETAIL/RentalEstimatedGrossMonthlyRentAmount'), answered.monthlyRentalIncome, 'subject rental income');
    c.eq(text(subject, 'PROPERTY_DETAIL/PropertyMixedUsageIndicator'), bool(answered.isMixedUseProperty), 'subject mixed use');
    c.eq(text(subject, 'PROPERTY_DETAIL/ConstructionMethodType'),
      answered.isManufacturedHome === null ? null : answered.isManufacturedHome ? 'Manufactured' : 'SiteBuilt', 'subject manufactured');
    c.eq(text(subject, 'EXTENSION/OTHER/PORTAL:SUBJECT_PROPERTY_EXTENSION/PORTAL:MonthlyExpensesNotInMortgagePaymentAmount'),
      answered.expenses === null ? null : answered.expenses.toFixed(2), 'subject expenses');
  }
}

/** Every value of every borrower of the offer at its path in the DEAL; answers what was compared. */
export function expectDealMatches(deal: MismoNode, offer: OfferRecord, borrowers: BorrowerProfile[]): Coverage {
  const c = new DealCheck(deal);
  const parties = all(deal, 'PARTIES/PARTY');
  c.eq(parties.length, borrowers.length, `offer ${offer.offerId} party count`);
  borrowers.forEach((p, i) => {
    const party = parties[i]!;
    const role = one(party, 'ROLES/ROLE')!;
    const who = `offer ${offer.offerId} borrower ${p.borrowerId}`;
    c.eq(text(role, 'ROLE_DETAIL/PartyRoleType'), 'Borrower', `${who} role`);
    c.eq(text(role, 'PARTY_ROLE_IDENTIFIERS/PARTY_ROLE_IDENTIFIER/PartyRoleIdentifier'), String(p.borrowerId), `${who} lender's borrower id`);
    checkNames(c, party, p, who);
    checkContact(c, party, p, who);
    checkLanguage(c, party, p, who);
    checkAddresses(c, party, role, p, who);
    checkPersonal(c, role, p, who);
    checkEmployment(c, role, p, who);
    checkAdditionalIncome(c, role, p, who);
    checkDeclarations(c, role, p, who);
    checkMilitary(c, role, p, who);
    checkDemographics(c, role, p, who);
    checkAssets(c, role, p, who);
    checkLiabilities(c, role, p, who);
    checkRealEstate(c, role, p, who);
  });
  checkLoan(c, offer, borrowers);
  return c.coverage;
}
