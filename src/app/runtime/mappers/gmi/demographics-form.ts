import type { DemographicField } from '../../../../shared/api/gmi';

export type DemographicGroupName = 'ethnicity' | 'sex' | 'race';

/** One checkbox group of `military/demographics-form` (a nested object of the form data). */
export interface DemographicGroup {
  name: DemographicGroupName;
  /** Every field of the group (boxes and texts), in screen order. */
  fields: readonly DemographicField[];
  /** The "I do not wish to provide this information" box: checked, it clears and disables the others. */
  notWilling: DemographicField;
  /** Parent boxes and the detail fields they show; unchecking a parent clears them. */
  details: readonly { parent: DemographicField; fields: readonly DemographicField[] }[];
}

export const DEMOGRAPHIC_GROUPS: readonly DemographicGroup[] = [
  {
    name: 'ethnicity',
    fields: ['hispanicOrLatinoInd', 'mexicanInd', 'puertoRicanInd', 'cubanInd', 'otherHispanicOrLatinoInd',
      'hispanicOrLatinoOrigin', 'notHispanicOrLatinoInd', 'notWillingToProvideEthnicityInd'],
    notWilling: 'notWillingToProvideEthnicityInd',
    details: [
      { parent: 'hispanicOrLatinoInd',
        fields: ['mexicanInd', 'puertoRicanInd', 'cubanInd', 'otherHispanicOrLatinoInd', 'hispanicOrLatinoOrigin'] },
      { parent: 'otherHispanicOrLatinoInd', fields: ['hispanicOrLatinoOrigin'] },
    ],
  },
  {
    name: 'sex',
    fields: ['femaleInd', 'maleInd', 'notWillingToProvideSexInd'],
    notWilling: 'notWillingToProvideSexInd',
    details: [],
  },
  {
    name: 'race',
    fields: ['americanIndianOrAlaskanNativeInd', 'principalTribeName', 'asianInd', 'asianIndianInd', 'chineseInd',
      'filipinoInd', 'japaneseInd', 'koreanInd', 'vietnameseInd', 'otherAsianInd', 'asianRace',
      'blackOrAfricanAmericanInd', 'nativeHawaiianOrPacificIslanderInd', 'nativeHawaiianInd', 'guamanianOrChamorroInd',
      'samoanInd', 'otherPacificIslanderInd', 'pacificIslanderRace', 'whiteInd', 'notWillingToProvideRaceInd'],
    notWilling: 'notWillingToProvideRaceInd',
    details: [
      { parent: 'americanIndianOrAlaskanNativeInd', fields: ['principalTribeName'] },
      { parent: 'asianInd',
        fields: ['asianIndianInd', 'chineseInd', 'filipinoInd', 'japaneseInd', 'koreanInd', 'vietnameseInd',
          'otherAsianInd', 'asianRace'] },
      { parent: 'otherAsianInd', fields: ['asianRace'] },
      { parent: 'nativeHawaiianOrPacificIslanderInd',
        fields: ['nativeHawaiianInd', 'guamanianOrChamorroInd', 'samoanInd', 'otherPacificIslanderInd',
          'pacificIslanderRace'] },
      { parent: 'otherPacificIslanderInd', fields: ['pacificIslanderRace'] },
    ],
  },
];

/** A group's answers: boxes as booleans, the "other" texts as strings (absent = unanswered). */
export type DemographicGroupData = Partial<Record<DemographicField, boolean | string>>;

/** Form data of `military/demographics-form`: the spec's flat fields nested in three groups. */
export interface DemographicsFormData {
  [key: string]: unknown;
  ethnicity?: DemographicGroupData;
  sex?: DemographicGroupData;
  race?: DemographicGroupData;
}
