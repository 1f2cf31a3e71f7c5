import { describe, expect, test } from 'vitest';
import type { ScreenContext } from '../../src/app/engine/types';
import type { BorrowerProfile } from '../../src/shared/api';
import { cleanBody } from '../../src/shared/clean-body';
import { createAjv } from '../../src/shared/validation/create-ajv';
import { loadSchemaDocuments, SCHEMA_ID_BASE } from '../../src/shared/validation/schema-documents';
import demographicsFormExamples from '../../schemas/military/demographics-form.examples.json';
import militaryServiceExamples from '../../schemas/military/military-service.examples.json';
import { boundOf } from '../app/engine/helpers/bound-of';

const MSG = 'Please check one of the above.';

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
  const militaryToPayload = (form: never) => boundOf('military/military-service').body(form, ctx, { complete: true });
  const demographicsToPayload = (form: Record<string, unknown>, _ctx: ScreenContext, options: { complete: boolean }) =>
    boundOf('military/demographics-form').body(form, ctx, options);

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
