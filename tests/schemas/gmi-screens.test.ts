import { describe, expect, test } from 'vitest';
import * as demographicsForm from '../../src/app/generated/screens/military/demographics-form';
import * as demographics from '../../src/app/generated/screens/military/demographics';
import * as militaryService from '../../src/app/generated/screens/military/military-service';
import type { ScreenContext } from '../../src/app/engine/mappers/types';
import type { BorrowerProfile } from '../../src/shared/api';
import { cleanBody } from '../../src/shared/clean-body';
import { createAjv } from '../../src/shared/validation/create-ajv';
import { loadSchemaDocuments, SCHEMA_ID_BASE } from '../../src/shared/validation/schema-documents';
import demographicsFormExamples from '../../schemas/military/demographics-form.examples.json';
import militaryServiceExamples from '../../schemas/military/military-service.examples.json';
import { mapperOf } from '../app/engine/helpers/mapper-of';
import { agreedErrors, type FieldError } from './screen-harness';

const MSG = 'Please check one of the above.';

describe('military/demographics (the explainer)', () => {
  test('a title and the demographic information statement; no fields', () => {
    expect(demographics.schema.title).toBe('Demographic Information');
    expect(demographics.schema.description).toMatch(/^The purpose of collecting this information is to help ensure/);
    expect(demographics.schema.description).toContain('(ethnicity, sex, and race)');
    expect(demographics.schema.description).toContain('You are not required to provide this information');
    expect(demographics.schema.properties).toEqual({});
  });
});

describe('military/military-service rules (application-forms section 5 Military)', () => {
  const check = (formData: unknown): FieldError[] => agreedErrors('military/military-service', militaryService, formData);
  const activeDuty = { militaryServiceInd: true, serviceStatus: { currentlyOnActiveDutyInd: true } };

  test('militaryServiceInd required', () => {
    expect(check({})).toEqual([{ property: '.militaryServiceInd', message: 'This is a required field.' }]);
    expect(check({ militaryServiceInd: false })).toEqual([]);
  });

  test.each(['currentlyOnActiveDutyInd', 'veteranInd', 'reserveOrNationalGuardInd', 'survivingSpouseInd'])(
    'served: %s alone is enough; none checked is an error on the group', (status) => {
      const extra = status === 'currentlyOnActiveDutyInd' ? { serviceTourExpirationDate: '12/31/2099' } : {};
      expect(check({ militaryServiceInd: true, serviceStatus: { [status]: true }, ...extra })).toEqual([]);
      expect(check({ militaryServiceInd: true, serviceStatus: { [status]: false } })).toEqual([
        { property: '.serviceStatus', message: MSG },
      ]);
    });

  test('not served: the statuses are not asked', () => {
    expect(check({ militaryServiceInd: false, serviceStatus: {} })).toEqual([]);
  });

  test('on active duty: the service tour expiration date is required, valid and in the future', () => {
    expect(check(activeDuty)).toEqual([
      { property: '.serviceTourExpirationDate', message: 'Service Tour Expiration Date is a required field.' },
    ]);
    expect(check({ ...activeDuty, serviceTourExpirationDate: '01/01/2021' })).toEqual([
      { property: '.serviceTourExpirationDate', message: 'Please choose future date' },
    ]);
    const today = new Date();
    const todayUs = `${String(today.getMonth() + 1).padStart(2, '0')}/${String(today.getDate()).padStart(2, '0')}/${today.getFullYear()}`;
    expect(check({ ...activeDuty, serviceTourExpirationDate: todayUs })).toEqual([
      { property: '.serviceTourExpirationDate', message: 'Please choose future date' },
    ]);
    expect(check({ ...activeDuty, serviceTourExpirationDate: '13/01/2099' })).toEqual([
      { property: '.serviceTourExpirationDate', message: 'Service Tour Expiration Date must be a valid date (MM/DD/YYYY).' },
    ]);
    expect(check({ ...activeDuty, serviceTourExpirationDate: `01/01/${today.getFullYear() + 2}` })).toEqual([]);
  });

  test('a veteran is not asked for the date', () => {
    expect(check({ militaryServiceInd: true, serviceStatus: { veteranInd: true } })).toEqual([]);
  });
});

describe('military/demographics-form rules (application-forms section 5 Demographics)', () => {
  const check = (formData: unknown): FieldError[] => agreedErrors('military/demographics-form', demographicsForm, formData);
  const answered = { ethnicity: { notHispanicOrLatinoInd: true }, sex: { femaleInd: true }, race: { whiteInd: true } };

  test('title', () => {
    expect(demographicsForm.schema.title).toBe('Your Demographic Information');
  });

  test.each([
    ['ethnicity', ['hispanicOrLatinoInd', 'notHispanicOrLatinoInd', 'notWillingToProvideEthnicityInd']],
    ['sex', ['femaleInd', 'maleInd', 'notWillingToProvideSexInd']],
    ['race', ['americanIndianOrAlaskanNativeInd', 'asianInd', 'blackOrAfricanAmericanInd',
      'nativeHawaiianOrPacificIslanderInd', 'whiteInd', 'notWillingToProvideRaceInd']],
  ] as const)('%s needs a box or its not-willing choice (the reading chosen: required)', (group, boxes) => {
    expect(check({ ...answered, [group]: {} })).toEqual([{ property: `.${group}`, message: MSG }]);
    const { [group]: _dropped, ...without } = answered;
    expect(check(without)).toEqual([{ property: `.${group}`, message: MSG }]);
    for (const box of boxes) {
      const extra = box === 'americanIndianOrAlaskanNativeInd' ? { principalTribeName: 'Navajo Nation' } : {};
      expect(check({ ...answered, [group]: { [box]: true, ...extra } })).toEqual([]);
    }
  });

  test.each([
    ['ethnicity', { hispanicOrLatinoInd: true, otherHispanicOrLatinoInd: true }, 'hispanicOrLatinoOrigin', 'Origin'],
    ['race', { americanIndianOrAlaskanNativeInd: true }, 'principalTribeName', 'Tribe'],
    ['race', { asianInd: true, otherAsianInd: true }, 'asianRace', 'Asian Race'],
    ['race', { nativeHawaiianOrPacificIslanderInd: true, otherPacificIslanderInd: true }, 'pacificIslanderRace',
      'Pacific Islander Race'],
  ] as const)('%s: %o needs %s, at most 100 characters', (group, boxes, field, label) => {
    const property = `.${group}.${field}`;
    expect(check({ ...answered, [group]: boxes })).toEqual([{ property, message: `${label} is a required field.` }]);
    expect(check({ ...answered, [group]: { ...boxes, [field]: 'x'.repeat(100) } })).toEqual([]);
    expect(check({ ...answered, [group]: { ...boxes, [field]: 'x'.repeat(101) } })).toEqual([
      { property, message: `${label} cannot exceed 100 characters.` },
    ]);
    expect(check({ ...answered, [group]: { ...boxes, [field]: ' ' } })).toEqual([
      { property, message: `${label} must be at least 1 character.` },
    ]);
  });

  test('an "Other" box without its parent asks for no text (the detail is not shown)', () => {
    expect(check({ ...answered, ethnicity: { notHispanicOrLatinoInd: true, otherHispanicOrLatinoInd: true } })).toEqual([]);
  });
});

describe('the bindings\' bodies meet the API body schemas (same rules, flat fields)', () => {
  const ajv = createAjv(loadSchemaDocuments().map((d) => d.schema));
  const validate = (call: string, body: unknown) => {
    const fn = ajv.getSchema(`${SCHEMA_ID_BASE}api/${call}.body.json`);
    if (!fn) throw new Error(`no body schema for ${call}`);
    fn(body);
    return (fn.errors ?? []).map((e) => e.message);
  };
  const ctx = { profile: { applicationId: 7001, militaryInfo: null, demographicInfo: null } as unknown as BorrowerProfile,
    params: {}, lookups: {} } satisfies ScreenContext;
  const militaryToPayload = (form: never) => mapperOf('military/military-service').toPayload(form, ctx, { complete: true });
  const demographicsToPayload = (form: Record<string, unknown>, _ctx: ScreenContext, options: { complete: boolean }) =>
    mapperOf('military/demographics-form').toPayload(form, ctx, options);

  test.each(militaryServiceExamples.valid)('UpdateMilitaryService accepts the payload of a valid form #%#', (form) => {
    expect(validate('UpdateMilitaryService', cleanBody(militaryToPayload(form as never)))).toEqual([]);
  });

  test.each(demographicsFormExamples.valid)('UpdateGMI accepts the payload of a valid form #%#', (form) => {
    expect(validate('UpdateGMI', cleanBody(demographicsToPayload(form as never, ctx, { complete: true })))).toEqual([]);
  });

  test('UpdateGMI: an unanswered group is refused when complete, accepted as a draft', () => {
    const partial = { ethnicity: { notHispanicOrLatinoInd: true }, sex: {}, race: {} };
    expect(validate('UpdateGMI', cleanBody(demographicsToPayload(partial, ctx, { complete: true })))).toEqual([MSG, MSG]);
    expect(validate('UpdateGMI', cleanBody(demographicsToPayload(partial, ctx, { complete: false })))).toEqual([]);
  });
});
