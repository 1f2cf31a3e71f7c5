import { describe, expect, it } from 'vitest';
import { governmentMonitoringNode } from '../../../../src/server/lender/mismo/demographics';
import { all, text, texts } from './mismo-tree';
import { demographics } from './profile-fixture';

const ETHNICITY = 'EXTENSION/OTHER/ULAD:GOVERNMENT_MONITORING_EXTENSION/ULAD:HMDA_ETHNICITIES/ULAD:HMDA_ETHNICITY/ULAD:HMDAEthnicityType';
const GENDER = 'GOVERNMENT_MONITORING_DETAIL/EXTENSION/OTHER/ULAD:GOVERNMENT_MONITORING_DETAIL_EXTENSION/ULAD:HMDAGenderType';

describe('governmentMonitoringNode', () => {
  it('writes the ethnicity, its origins with the other origin text, and both sexes', () => {
    const node = governmentMonitoringNode(demographics({ hispanicOrLatinoInd: true, mexicanInd: true, puertoRicanInd: true,
      otherHispanicOrLatinoInd: true, hispanicOrLatinoOrigin: 'Colombian', femaleInd: true, maleInd: true }));
    expect(texts(node, ETHNICITY)).toEqual(['HispanicOrLatino']);
    expect(all(node, 'HMDA_ETHNICITY_ORIGINS/HMDA_ETHNICITY_ORIGIN').map((o) => [text(o, 'HMDAEthnicityOriginType'),
      text(o, 'HMDAEthnicityOriginTypeOtherDescription')])).toEqual([['Mexican', null], ['PuertoRican', null], ['Other', 'Colombian']]);
    expect(text(node, GENDER)).toBe('ApplicantHasSelectedBothMaleAndFemale');
    expect(text(node, 'GOVERNMENT_MONITORING_DETAIL/HMDAEthnicityRefusalIndicator')).toBe('false');
  });

  it('writes each race with its designations, the tribe and the other Asian and Pacific Islander texts', () => {
    const node = governmentMonitoringNode(demographics({
      americanIndianOrAlaskanNativeInd: true, principalTribeName: 'Navajo Nation', asianInd: true, koreanInd: true, otherAsianInd: true,
      asianRace: 'Pakistani', nativeHawaiianOrPacificIslanderInd: true, samoanInd: true, otherPacificIslanderInd: true,
      pacificIslanderRace: 'Tongan', blackOrAfricanAmericanInd: true, whiteInd: true, notHispanicOrLatinoInd: true, femaleInd: true,
    }));
    const ext = 'EXTENSION/OTHER/ULAD:HMDA_RACE_DESIGNATION_EXTENSION';
    expect(all(node, 'HMDA_RACES/HMDA_RACE').map((r) => ({
      race: text(r, 'HMDA_RACE_DETAIL/HMDARaceType'), detail: text(r, 'HMDA_RACE_DETAIL/HMDARaceTypeAdditionalDescription'),
      designations: all(r, 'HMDA_RACE_DESIGNATIONS/HMDA_RACE_DESIGNATION').map((d) => text(d, 'HMDARaceDesignationType') ?? text(d, `${ext}/ULAD:HMDARaceDesignationType`)),
      texts: [...texts(r, `HMDA_RACE_DESIGNATIONS/HMDA_RACE_DESIGNATION/${ext}/ULAD:HMDARaceDesignationOtherAsianDescription`),
        ...texts(r, `HMDA_RACE_DESIGNATIONS/HMDA_RACE_DESIGNATION/${ext}/ULAD:HMDARaceDesignationOtherPacificIslanderDescription`)],
    }))).toEqual([
      { race: 'AmericanIndianOrAlaskaNative', detail: 'Navajo Nation', designations: [], texts: [] },
      { race: 'Asian', detail: null, designations: ['Korean', 'OtherAsian'], texts: ['Pakistani'] },
      { race: 'NativeHawaiianOrOtherPacificIslander', detail: null, designations: ['Samoan', 'OtherPacificIslander'], texts: ['Tongan'] },
      { race: 'BlackOrAfricanAmerican', detail: null, designations: [], texts: [] },
      { race: 'White', detail: null, designations: [], texts: [] },
    ]);
    expect(texts(node, ETHNICITY)).toEqual(['NotHispanicOrLatino']);
    expect(text(node, GENDER)).toBe('Female');
  });

  it('writes the refusals, and nothing before the demographics are answered', () => {
    const node = governmentMonitoringNode(demographics({ notWillingToProvideEthnicityInd: true, notWillingToProvideSexInd: true,
      notWillingToProvideRaceInd: true }));
    expect(['HMDAEthnicityRefusalIndicator', 'HMDAGenderRefusalIndicator', 'HMDARaceRefusalIndicator']
      .map((f) => text(node, `GOVERNMENT_MONITORING_DETAIL/${f}`))).toEqual(['true', 'true', 'true']);
    expect(all(node, 'HMDA_RACES')).toEqual([]);
    expect(text(node, GENDER)).toBeNull();
    expect(governmentMonitoringNode(null)).toBeNull();
  });
});
