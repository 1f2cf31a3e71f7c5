import { describe, expect, it } from 'vitest';
import type { ScreenContext } from '../../../../src/app/engine/types';
import { DEMOGRAPHIC_FIELDS } from '../../../../src/shared/api';
import type { DemographicRecord as DemographicInfo } from '../../../../src/shared/api/generated/types';
import { cleanBody } from '../../../../src/shared/clean-body';
import { profileFixture } from '../fixtures';
import { boundOf } from '../helpers/bound-of';

type DemographicsFormData = Record<string, Record<string, boolean | string>>;

const bound = boundOf('military/demographics-form');
const applyDemographicRules = (data: DemographicsFormData) => bound.applyRules(data, ctxWith(null));
const demographicsUi = (data: DemographicsFormData) => bound.uiOverrides(ctxWith(null), data);

const ctxWith = (demographicInfo: DemographicInfo | null): ScreenContext => ({
  profile: { ...profileFixture(), demographicInfo },
  params: {},
  lookups: {},
});
const record = (given: Partial<DemographicInfo>): DemographicInfo => ({
  demographicId: 100007, applicationId: 7001, activeInd: true, demographicsCompletedInd: false,
  ...(Object.fromEntries(DEMOGRAPHIC_FIELDS.map((f) => [f, null])) as Omit<DemographicInfo,
    'demographicId' | 'applicationId' | 'activeInd' | 'demographicsCompletedInd'>),
  ...given,
});

describe('the military/demographics-form binding', () => {
  it('nothing on file: no answers, not complete', () => {
    expect(bound.formData(ctxWith(null))).toEqual({});
    expect(bound.isComplete(ctxWith(null))).toBe(false);
  });

  it('profile -> form: each answer in its group (puertoRicanInd), blank texts left out', () => {
    const info = record({ hispanicOrLatinoInd: true, puertoRicanInd: true, otherHispanicOrLatinoInd: true,
      hispanicOrLatinoOrigin: ' Colombian ', notHispanicOrLatinoInd: false, femaleInd: true, asianInd: true,
      otherAsianInd: true, asianRace: '', whiteInd: true });
    expect(bound.formData(ctxWith(info))).toEqual({
      ethnicity: { hispanicOrLatinoInd: true, puertoRicanInd: true, otherHispanicOrLatinoInd: true,
        hispanicOrLatinoOrigin: 'Colombian', notHispanicOrLatinoInd: false },
      sex: { femaleInd: true },
      race: { asianInd: true, otherAsianInd: true, whiteInd: true },
    });
  });

  it('isComplete is demographicsCompletedInd', () => {
    expect(bound.isComplete(ctxWith(record({ demographicsCompletedInd: false })))).toBe(false);
    expect(bound.isComplete(ctxWith(record({ demographicsCompletedInd: true })))).toBe(true);
  });

  it('form -> flat body: the checked boxes and texts (trimmed) at the top level, the record id kept', () => {
    const ctx = ctxWith(record({ demographicsCompletedInd: true }));
    const form: DemographicsFormData = {
      ethnicity: { hispanicOrLatinoInd: true, mexicanInd: true, otherHispanicOrLatinoInd: true, hispanicOrLatinoOrigin: ' Peruvian ' },
      sex: { maleInd: true },
      race: { americanIndianOrAlaskanNativeInd: true, principalTribeName: 'Navajo Nation', whiteInd: true },
    };
    expect(cleanBody(bound.body(form, ctx, { complete: true }))).toEqual({
      applicationId: 7001, demographicId: 100007, activeInd: true, demographicsCompletedInd: true,
      hispanicOrLatinoInd: true, mexicanInd: true, otherHispanicOrLatinoInd: true, hispanicOrLatinoOrigin: 'Peruvian',
      maleInd: true, americanIndianOrAlaskanNativeInd: true, principalTribeName: 'Navajo Nation', whiteInd: true,
    });
  });

  it('Save For Later sends demographicsCompletedInd false; a first save has no demographicId', () => {
    const body = cleanBody(bound.body({ sex: { femaleInd: true } }, ctxWith(null), { complete: false })) as Record<string, unknown>;
    expect(body).toMatchObject({ applicationId: 7001, activeInd: true, demographicsCompletedInd: false, femaleInd: true });
    expect(body).not.toHaveProperty('demographicId');
  });

  it('round trip: profile -> form -> body keeps the answers', () => {
    const info = record({ demographicsCompletedInd: true, hispanicOrLatinoInd: false, notHispanicOrLatinoInd: true, femaleInd: true,
      nativeHawaiianOrPacificIslanderInd: true, otherPacificIslanderInd: true, pacificIslanderRace: 'Tongan' });
    const ctx = ctxWith(info);
    const { demographicId, applicationId, activeInd, demographicsCompletedInd, ...answers } = info;
    expect(cleanBody(bound.body(bound.formData(ctx), ctx, { complete: true }))).toEqual(cleanBody({
      applicationId, demographicId, activeInd, demographicsCompletedInd, ...answers }));
  });
});

describe('the demographics rules on change', () => {
  it('checking a not-willing box clears its group\'s other options (other groups untouched)', () => {
    const previous: DemographicsFormData = {
      ethnicity: { hispanicOrLatinoInd: true, cubanInd: true, otherHispanicOrLatinoInd: true, hispanicOrLatinoOrigin: 'x' },
      sex: { femaleInd: true },
      race: { asianInd: true, chineseInd: true, whiteInd: true },
    };
    const next = { ...previous, ethnicity: { ...previous.ethnicity, notWillingToProvideEthnicityInd: true } };
    expect(bound.applyRules(next, ctxWith(null))).toEqual({
      ethnicity: { notWillingToProvideEthnicityInd: true }, sex: { femaleInd: true },
      race: { asianInd: true, chineseInd: true, whiteInd: true } });
    expect(applyDemographicRules({ sex: { femaleInd: true, maleInd: true, notWillingToProvideSexInd: true } })).toEqual({
      sex: { notWillingToProvideSexInd: true } });
    expect(applyDemographicRules({ race: { whiteInd: true, principalTribeName: 't', notWillingToProvideRaceInd: true } }))
      .toEqual({ race: { notWillingToProvideRaceInd: true } });
  });

  it.each([
    ['ethnicity', 'hispanicOrLatinoInd', { mexicanInd: true, puertoRicanInd: true, cubanInd: true,
      otherHispanicOrLatinoInd: true, hispanicOrLatinoOrigin: 'x' }, { notHispanicOrLatinoInd: false }],
    ['race', 'asianInd', { asianIndianInd: true, chineseInd: true, filipinoInd: true, japaneseInd: true, koreanInd: true,
      vietnameseInd: true, otherAsianInd: true, asianRace: 'x' }, { whiteInd: true }],
    ['race', 'nativeHawaiianOrPacificIslanderInd', { nativeHawaiianInd: true, guamanianOrChamorroInd: true,
      samoanInd: true, otherPacificIslanderInd: true, pacificIslanderRace: 'x' }, { whiteInd: true }],
    ['race', 'americanIndianOrAlaskanNativeInd', { principalTribeName: 'x' }, { whiteInd: true }],
    ['ethnicity', 'otherHispanicOrLatinoInd', { hispanicOrLatinoOrigin: 'x' }, { hispanicOrLatinoInd: true, cubanInd: true }],
    ['race', 'otherAsianInd', { asianRace: 'x' }, { asianInd: true, koreanInd: true }],
    ['race', 'otherPacificIslanderInd', { pacificIslanderRace: 'x' }, { nativeHawaiianOrPacificIslanderInd: true }],
  ] as const)('unchecking %s parent %s clears its details', (group, parent, details, kept) => {
    const next: DemographicsFormData = { [group]: { ...kept, [parent]: false, ...details } };
    expect(bound.applyRules(next, ctxWith(null))).toEqual({ [group]: { ...kept, [parent]: false } });
  });

  it('leaves consistent data as it is (the same object)', () => {
    const data: DemographicsFormData = {
      ethnicity: { hispanicOrLatinoInd: true, otherHispanicOrLatinoInd: true, hispanicOrLatinoOrigin: 'x' },
      sex: { notWillingToProvideSexInd: true }, race: { asianInd: true, japaneseInd: true } };
    expect(applyDemographicRules(data)).toBe(data);
  });
});

describe('the demographics UI rules', () => {
  it('a checked not-willing box disables its group\'s other options, only in that group', () => {
    const ui = demographicsUi({ sex: { notWillingToProvideSexInd: true }, race: { whiteInd: true } });
    expect(ui).toEqual({ sex: { femaleInd: { 'ui:disabled': true }, maleInd: { 'ui:disabled': true } } });
  });

  it('disables every option of the race group, texts included, but never the not-willing box', () => {
    const ui = demographicsUi({ race: { notWillingToProvideRaceInd: true } });
    const race = ui?.race as Record<string, unknown>;
    expect(Object.keys(race)).toHaveLength(19);
    expect(race.asianRace).toEqual({ 'ui:disabled': true });
    expect(race).not.toHaveProperty('notWillingToProvideRaceInd');
  });

  it('nothing disabled without a not-willing answer (or before the form data is known)', () => {
    expect(demographicsUi({ ethnicity: { notWillingToProvideEthnicityInd: false } })).toEqual({});
    expect(demographicsUi({})).toEqual({});
  });
});

describe("'military/demographics' (the explainer)", () => {
  it('has no fields and sends nothing', () => {
    const explainer = boundOf('military/demographics');
    expect(explainer.formData(ctxWith(null))).toEqual({});
    expect(explainer.body({}, ctxWith(null), { complete: true })).toEqual({});
  });
});
