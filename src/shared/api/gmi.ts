import type { DemographicRecord } from './generated/types';

/** The demographic answers of one application (spec application-forms section 3), as stored: unanswered is null. */
export type DemographicAnswers = Omit<DemographicRecord, 'demographicId' | 'applicationId' | 'activeInd' | 'demographicsCompletedInd'>;
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
