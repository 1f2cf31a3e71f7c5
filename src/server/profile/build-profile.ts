import type { BorrowerInfo, BorrowerProfile, CitizenshipStatus, MaritalStatus, SuffixName } from '../../shared/api/borrower-data';
import { fastPath } from '../../shared/flow/fast-path/fast-path';
import { missingValues } from '../../shared/flow/fast-path/missing-values';
import type { Queryable } from '../db/types';
import type { PiiCipher } from '../pii/pii-cipher';
import { listActiveAdditionalIncomes } from '../application/additional-income/additional-incomes';
import { listBorrowerAddresses } from '../application/addresses/addresses';
import { type ApplicationRecord, listApplicationsOfOffer } from '../application/applications';
import { findBorrower } from '../application/borrowers';
import { findContact } from '../application/contact/contacts';
import { listEmployments } from '../application/employment/employments';
import { findLanguagePreference } from '../application/language/language-preferences';
import { findDeclarations } from '../application/declarations/declarations';
import { findDemographics } from '../application/demographics/demographics';
import { listFinanceItems } from '../application/finances/finance-items';
import { listAssets } from '../application/finances/finances';
import { findLoanAnswers } from '../application/loan/loan-answers';
import { findMilitary } from '../application/military/military';
import type { OfferRecord } from '../offer/offers';
import { findAlternateName, listDependents } from '../application/personal/personal-details';
import { listProperties } from '../application/properties/properties';
import { listScreenAnswers } from '../application/screen-answers/screen-answers';

const cents = (n: number): number => Math.round(n * 100) / 100;
const INVESTMENT_OR_SECOND = ['Investment Property', 'Secondary Residence', 'Second Home'];

/** The GetBorrowerData answer for one application of an offer. */
export async function buildProfile(
  db: Queryable,
  pii: PiiCipher,
  offer: OfferRecord,
  app: ApplicationRecord,
): Promise<BorrowerProfile> {
  const [borrower, alternateName, dependents, addresses, contact, employments, additional, assets, properties, all,
    financeItems, loanAnswers, declarationsInfo, militaryInfo, demographicInfo, screenAnswers, languagePreference] =
    await Promise.all([
      findBorrower(db, app.borrowerId), findAlternateName(db, app.borrowerId), listDependents(db, app.borrowerId),
      listBorrowerAddresses(db, app.borrowerId), findContact(db, app.borrowerId),
      listEmployments(db, app.applicationId), listActiveAdditionalIncomes(db, app.applicationId),
      listAssets(db, app.applicationId), listProperties(db, app.applicationId),
      listApplicationsOfOffer(db, offer.offerId),
      listFinanceItems(db, app.applicationId), findLoanAnswers(db, offer, app.applicationId),
      findDeclarations(db, app.applicationId), findMilitary(db, app.applicationId),
      findDemographics(db, app.applicationId), listScreenAnswers(db, app.applicationId),
      findLanguagePreference(db, app.borrowerId),
    ]);
  if (!borrower) throw new Error(`application ${app.applicationId} has no borrower`);
  const borrowerInfo: BorrowerInfo = {
    firstName: borrower.firstName,
    middleName: borrower.middleName,
    lastName: borrower.lastName,
    suffixName: borrower.suffixName as SuffixName | null,
    otherSuffix: borrower.otherSuffix,
    dateOfBirth: borrower.sealedDateOfBirth === null ? null : pii.open(borrower.sealedDateOfBirth, borrower.borrowerId),
    citizenshipStatus: borrower.citizenshipStatus as CitizenshipStatus | null,
    maritalStatus: borrower.maritalStatus as MaritalStatus | null,
    alternateNameInd: borrower.alternateNameInd,
    alternateNameInfo: alternateName,
    dependentsInd: borrower.dependentsInd,
    dependentInfo: dependents,
    borrowerAddressInfo: addresses,
  };
  const current = employments.filter((e) => e.currentEmployerInd && !e.isMilitaryEmployment);
  const totalCurrentIncome = current.reduce((sum, e) => {
    const i = e.incomeInfo;
    if (!i) return sum;
    return sum + [i.monthlyBaseIncome, i.overtimeIncome, i.bonusIncome, i.commissionsIncome, i.otherIncome]
      .reduce<number>((s, v) => s + (v ?? 0), 0);
  }, 0);
  const totalMilitaryIncome = employments
    .filter((e) => e.isMilitaryEmployment)
    .reduce((sum, e) => sum + (e.militaryIncomeInfo?.militaryIncome1 ?? 0), 0);
  const totalAdditionalIncome = additional.reduce((sum, a) => sum + (a.additionalIncome1 ?? 0), 0);
  return {
    applicationId: app.applicationId,
    offerId: offer.linkId,
    loanNumber: offer.loanNumber,
    borrowerId: app.borrowerId,
    activeInd: app.activeInd,
    activeOfferInd: offer.activeInd,
    applicationStatusId: app.applicationStatusId,
    creditTypeId: app.creditTypeId,
    jointCreditBorrowerId: app.jointCreditBorrowerId,
    potentialJointBorrowers: all
      .filter((a) => a.borrowerId !== app.borrowerId)
      .map((a) => ({ borrowerId: a.borrowerId, firstName: a.firstName, lastName: a.lastName, activeInd: a.activeInd })),
    loanBorrowers: [app, ...all.filter((a) => a.applicationId !== app.applicationId && a.activeInd)].map((a) => ({
      borrowerId: a.borrowerId, applicationId: a.applicationId, firstName: a.firstName, lastName: a.lastName,
    })),
    borrowerInfo,
    screenAnswers,
    contactInfo: contact,
    languagePreferenceInfo: languagePreference,
    employmentInfo: employments,
    additionalIncomeInfo: additional,
    totalCurrentIncome: cents(totalCurrentIncome),
    totalAdditionalIncome: cents(totalAdditionalIncome),
    totalMilitaryIncome: cents(totalMilitaryIncome),
    assetInfo: assets,
    propertyInfo: properties,
    showRealEstateSection: offer.showRealEstateSection || INVESTMENT_OR_SECOND.includes(offer.occupancyType ?? ''),
    missingValues: missingValues(fastPath.looksGood, { borrowerInfo, contactInfo: contact }),
    ...financeItems,
    ...loanAnswers,
    declarationsInfo,
    militaryInfo,
    demographicInfo,
  };
}
