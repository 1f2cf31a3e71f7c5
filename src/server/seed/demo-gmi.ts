import {
  DEMOGRAPHIC_FIELDS, DEMOGRAPHIC_TEXT_FIELDS, type DemographicAnswers, type DemographicField,
} from '../../shared/api/gmi';
import type { OfferBorrower } from '../lender/create-offer/offer-document';
import type { DemoBorrower } from './demo-types';

/** Jane keeps Step 5 empty, so the browser walk can fill it in. */
const WITHOUT_STEP5 = new Set([5001]);

/** Luis Garcia (U.S. Army Reserve entitlement) is a veteran and a reserve member; every other demo borrower never served. */
const SERVICE: Record<number, { veteranInd: boolean; reserveOrNationalGuardInd: boolean }> = {
  5004: { veteranInd: true, reserveOrNationalGuardInd: true },
};

/** The prior loan's demographics: the checked boxes and texts per borrower (every other box unchecked). */
const DEMOGRAPHICS: Record<number, Partial<Record<DemographicField, true | string>>> = {
  5002: { notHispanicOrLatinoInd: true, maleInd: true, whiteInd: true },
  5003: { notHispanicOrLatinoInd: true, femaleInd: true, whiteInd: true },
  5004: { hispanicOrLatinoInd: true, mexicanInd: true, maleInd: true, whiteInd: true },
  5005: { notHispanicOrLatinoInd: true, femaleInd: true, asianInd: true, koreanInd: true },
  5006: { notHispanicOrLatinoInd: true, maleInd: true, asianInd: true, otherAsianInd: true, asianRace: 'Pakistani' },
  5007: { notWillingToProvideEthnicityInd: true, notWillingToProvideSexInd: true, notWillingToProvideRaceInd: true },
  5008: { hispanicOrLatinoInd: true, otherHispanicOrLatinoInd: true, hispanicOrLatinoOrigin: 'Colombian', femaleInd: true,
    whiteInd: true },
  5009: { hispanicOrLatinoInd: true, mexicanInd: true, maleInd: true, whiteInd: true },
  5010: { notHispanicOrLatinoInd: true, maleInd: true, blackOrAfricanAmericanInd: true },
};

const TEXT_FIELDS: ReadonlySet<DemographicField> = new Set(DEMOGRAPHIC_TEXT_FIELDS);

function answersOf(checked: Partial<Record<DemographicField, true | string>>): DemographicAnswers {
  const entries = DEMOGRAPHIC_FIELDS.map((f) => [f, checked[f] ?? (TEXT_FIELDS.has(f) ? null : false)]);
  return Object.fromEntries(entries) as DemographicAnswers;
}

/** Military service and demographics as the prior loan has them (none for Jane). */
export function demoMilitaryAndDemographics(b: DemoBorrower): Pick<OfferBorrower, 'militaryService' | 'demographics'> {
  if (WITHOUT_STEP5.has(b.borrowerId)) return {};
  const service = SERVICE[b.borrowerId];
  const checked = DEMOGRAPHICS[b.borrowerId];
  return {
    militaryService: {
      militaryServiceInd: service !== undefined,
      currentlyOnActiveDutyInd: service ? false : null,
      veteranInd: service ? service.veteranInd : null,
      reserveOrNationalGuardInd: service ? service.reserveOrNationalGuardInd : null,
      survivingSpouseInd: service ? false : null,
      serviceTourExpirationDate: null,
    },
    ...(checked ? { demographics: { demographicId: 60000 + b.borrowerId, answers: answersOf(checked) } } : {}),
  };
}
