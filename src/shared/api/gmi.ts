/**
 * Step 5 Military Service and Demographics (spec application-forms section 3 "Military", "Demographics").
 * Booleans and texts not answered are null (spec "Normalisation").
 */

/** The military service answers of one application (GetBorrowerData `militaryInfo`, UpdateMilitaryService answer). */
export interface MilitaryInfo {
  applicationId: number;
  militaryServiceInd: boolean | null;
  currentlyOnActiveDutyInd: boolean | null;
  veteranInd: boolean | null;
  reserveOrNationalGuardInd: boolean | null;
  survivingSpouseInd: boolean | null;
  /** MM/DD/YYYY; only while on active duty. */
  serviceTourExpirationDate: string | null;
}

/** UpdateMilitaryService body (ours: the spec shows no call for the military form) after the client's body cleaning. */
export interface UpdateMilitaryServiceBody {
  applicationId: number;
  militaryServiceInd: boolean;
  currentlyOnActiveDutyInd?: boolean;
  veteranInd?: boolean;
  reserveOrNationalGuardInd?: boolean;
  survivingSpouseInd?: boolean;
  serviceTourExpirationDate?: string;
}


/** The demographic fields of the spec, flat, in its order (puertoRicanInd: the spelling of the other Ind fields). */
export interface DemographicAnswers {
  hispanicOrLatinoInd: boolean | null;
  mexicanInd: boolean | null;
  cubanInd: boolean | null;
  puertoRicanInd: boolean | null;
  otherHispanicOrLatinoInd: boolean | null;
  notHispanicOrLatinoInd: boolean | null;
  hispanicOrLatinoOrigin: string | null;
  notWillingToProvideEthnicityInd: boolean | null;
  femaleInd: boolean | null;
  maleInd: boolean | null;
  notWillingToProvideSexInd: boolean | null;
  americanIndianOrAlaskanNativeInd: boolean | null;
  principalTribeName: string | null;
  asianInd: boolean | null;
  asianIndianInd: boolean | null;
  chineseInd: boolean | null;
  filipinoInd: boolean | null;
  japaneseInd: boolean | null;
  koreanInd: boolean | null;
  vietnameseInd: boolean | null;
  otherAsianInd: boolean | null;
  asianRace: string | null;
  nativeHawaiianOrPacificIslanderInd: boolean | null;
  nativeHawaiianInd: boolean | null;
  guamanianOrChamorroInd: boolean | null;
  samoanInd: boolean | null;
  otherPacificIslanderInd: boolean | null;
  pacificIslanderRace: string | null;
  blackOrAfricanAmericanInd: boolean | null;
  whiteInd: boolean | null;
  notWillingToProvideRaceInd: boolean | null;
}

export type DemographicField = keyof DemographicAnswers;

/** Every demographic answer, in the spec's order. */
export const DEMOGRAPHIC_FIELDS: readonly DemographicField[] = [
  'hispanicOrLatinoInd', 'mexicanInd', 'cubanInd', 'puertoRicanInd', 'otherHispanicOrLatinoInd', 'notHispanicOrLatinoInd',
  'hispanicOrLatinoOrigin', 'notWillingToProvideEthnicityInd', 'femaleInd', 'maleInd', 'notWillingToProvideSexInd',
  'americanIndianOrAlaskanNativeInd', 'principalTribeName', 'asianInd', 'asianIndianInd', 'chineseInd', 'filipinoInd',
  'japaneseInd', 'koreanInd', 'vietnameseInd', 'otherAsianInd', 'asianRace', 'nativeHawaiianOrPacificIslanderInd',
  'nativeHawaiianInd', 'guamanianOrChamorroInd', 'samoanInd', 'otherPacificIslanderInd', 'pacificIslanderRace',
  'blackOrAfricanAmericanInd', 'whiteInd', 'notWillingToProvideRaceInd',
];

/** The text fields among the demographic answers; every other one is a box (boolean). */
export const DEMOGRAPHIC_TEXT_FIELDS = ['hispanicOrLatinoOrigin', 'principalTribeName', 'asianRace', 'pacificIslanderRace'] as const;

/** The demographics of one application (GetBorrowerData `demographicInfo`, UpdateGMI answer). */
export interface DemographicInfo extends DemographicAnswers {
  demographicId: number;
  applicationId: number;
  activeInd: boolean;
  /** false: a draft (Save For Later); true: submitted with Next. */
  demographicsCompletedInd: boolean;
}

/** UpdateGMI body after the client's body cleaning: unanswered fields absent. */
export type UpdateGMIBody = {
  applicationId: number;
  demographicId?: number;
  activeInd: boolean;
  demographicsCompletedInd: boolean;
} & { [K in DemographicField]?: Exclude<DemographicAnswers[K], null> };

