import type { DemographicRecord as DemographicInfo } from '../../../shared/api/generated/types';
import { otherExtension } from './extension';
import { element, leaf, type MaybeNode, type MismoNode, sequenced } from './mismo-node';
import { indicator } from './mismo-values';

type Box = keyof DemographicInfo;

const checked = (d: DemographicInfo, box: Box): boolean => d[box] === true;

const list = (name: string, items: MaybeNode[]): MaybeNode =>
  element(name, sequenced(items.filter((i): i is MismoNode => i !== null)));

/** ULAD:HMDAGenderType from the two sex boxes. */
function genderType(d: DemographicInfo): string | null {
  if (d.femaleInd && d.maleInd) return 'ApplicantHasSelectedBothMaleAndFemale';
  if (d.femaleInd) return 'Female';
  if (d.maleInd) return 'Male';
  return null;
}

const ORIGINS: readonly [Box, string][] = [
  ['mexicanInd', 'Mexican'], ['puertoRicanInd', 'PuertoRican'], ['cubanInd', 'Cuban'], ['otherHispanicOrLatinoInd', 'Other'],
];

function ethnicityOrigins(d: DemographicInfo): MaybeNode {
  return list('HMDA_ETHNICITY_ORIGINS', ORIGINS.filter(([box]) => checked(d, box)).map(([, origin]) =>
    element('HMDA_ETHNICITY_ORIGIN', [
      leaf('HMDAEthnicityOriginType', origin),
      leaf('HMDAEthnicityOriginTypeOtherDescription', origin === 'Other' ? d.hispanicOrLatinoOrigin : null),
    ])));
}

/** The ethnicities checked, in ULAD's extension (MISMO 3.4 has no list of them). */
function ethnicities(d: DemographicInfo): MaybeNode {
  const types = [
    checked(d, 'hispanicOrLatinoInd') ? 'HispanicOrLatino' : null,
    checked(d, 'notHispanicOrLatinoInd') ? 'NotHispanicOrLatino' : null,
  ];
  return otherExtension('ULAD:GOVERNMENT_MONITORING_EXTENSION', [
    list('ULAD:HMDA_ETHNICITIES', types.map((t) => element('ULAD:HMDA_ETHNICITY', [leaf('ULAD:HMDAEthnicityType', t)]))),
  ]);
}

interface Race {
  box: Box;
  type: string;
  /** HMDARaceDesignationType values of the race's detail boxes. */
  designations: readonly [Box, string][];
  /** The designation ULAD adds for "Other" (with its text), absent from MISMO 3.4's list. */
  other?: { box: Box; type: string; text: Box; element: string };
  additionalDescription?: Box;
}

const RACES: readonly Race[] = [
  { box: 'americanIndianOrAlaskanNativeInd', type: 'AmericanIndianOrAlaskaNative', designations: [],
    additionalDescription: 'principalTribeName' },
  { box: 'asianInd', type: 'Asian',
    designations: [['asianIndianInd', 'AsianIndian'], ['chineseInd', 'Chinese'], ['filipinoInd', 'Filipino'],
      ['japaneseInd', 'Japanese'], ['koreanInd', 'Korean'], ['vietnameseInd', 'Vietnamese']],
    other: { box: 'otherAsianInd', type: 'OtherAsian', text: 'asianRace', element: 'ULAD:HMDARaceDesignationOtherAsianDescription' } },
  { box: 'nativeHawaiianOrPacificIslanderInd', type: 'NativeHawaiianOrOtherPacificIslander',
    designations: [['nativeHawaiianInd', 'NativeHawaiian'], ['guamanianOrChamorroInd', 'GuamanianOrChamorro'], ['samoanInd', 'Samoan']],
    other: { box: 'otherPacificIslanderInd', type: 'OtherPacificIslander', text: 'pacificIslanderRace',
      element: 'ULAD:HMDARaceDesignationOtherPacificIslanderDescription' } },
  { box: 'blackOrAfricanAmericanInd', type: 'BlackOrAfricanAmerican', designations: [] },
  { box: 'whiteInd', type: 'White', designations: [] },
];

function raceNode(d: DemographicInfo, race: Race): MaybeNode {
  const designations = race.designations.filter(([box]) => checked(d, box))
    .map(([, type]) => element('HMDA_RACE_DESIGNATION', [leaf('HMDARaceDesignationType', type)]));
  const other = race.other && checked(d, race.other.box)
    ? element('HMDA_RACE_DESIGNATION', [otherExtension('ULAD:HMDA_RACE_DESIGNATION_EXTENSION', [
      leaf(race.other.element, d[race.other.text] as string | null),
      leaf('ULAD:HMDARaceDesignationType', race.other.type),
    ])])
    : null;
  const anyChecked = checked(d, race.box) || designations.length > 0 || other !== null;
  if (!anyChecked) return null;
  return element('HMDA_RACE', [
    list('HMDA_RACE_DESIGNATIONS', [...designations, other]),
    element('HMDA_RACE_DETAIL', [
      leaf('HMDARaceType', race.type),
      leaf('HMDARaceTypeAdditionalDescription', race.additionalDescription ? (d[race.additionalDescription] as string | null) : null),
    ]),
  ]);
}

/** BORROWER/GOVERNMENT_MONITORING: ethnicity, sex and race as the borrower gave them (URLA section 8). */
export function governmentMonitoringNode(d: DemographicInfo | null): MaybeNode {
  if (!d) return null;
  return element('GOVERNMENT_MONITORING', [
    element('GOVERNMENT_MONITORING_DETAIL', [
      leaf('HMDAEthnicityRefusalIndicator', indicator(d.notWillingToProvideEthnicityInd)),
      leaf('HMDAGenderRefusalIndicator', indicator(d.notWillingToProvideSexInd)),
      leaf('HMDARaceRefusalIndicator', indicator(d.notWillingToProvideRaceInd)),
      otherExtension('ULAD:GOVERNMENT_MONITORING_DETAIL_EXTENSION', [leaf('ULAD:HMDAGenderType', genderType(d))]),
    ]),
    ethnicityOrigins(d),
    list('HMDA_RACES', RACES.map((race) => raceNode(d, race))),
    ethnicities(d),
  ]);
}
