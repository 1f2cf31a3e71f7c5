import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, test } from 'vitest';
import type { CallBody, CallName, CallResponse } from '../../src/shared/api/generated/calls';
import type {
  BorrowerAddressInput,
  BorrowerProfileResponse,
  DependentInfo,
  PersonalAnswers,
  PropertyAndMoneyAnswers,
  UpdateBorrowerContactBody,
  UpdateBorrowerEmploymentBody,
  UpdateLenderLiabilityBody,
} from '../../src/shared/api/generated/types';
import { apiCallFiles } from '../../scripts/schema-compiler/api-calls';
import { sharedResponses } from '../../src/shared/api/shared-responses';
import { apiTypeName, bundleApiSchemas } from '../../scripts/schema-compiler/api-schema-bundle';
import { generateApiTypeFiles } from '../../scripts/schema-compiler/generate-api-types';
import { apiTypesDir, schemasDir } from '../../scripts/lib/paths';
import { loadSchemaDocuments, SCHEMA_ID_BASE } from '../../src/shared/validation/schema-documents';

const apiFiles = readdirSync(join(schemasDir, 'api')).filter((f) => f.endsWith('.json')).sort();
const files = await generateApiTypeFiles(loadSchemaDocuments(schemasDir));
const types = files.get('types.ts') ?? '';
const calls = files.get('calls.ts') ?? '';
const declared = (name: string) => new RegExp(`^export (?:type|interface) ${name}\\b`, 'gm');

describe('API types generated from schemas/api', () => {
  test('build:schemas writes them to src/shared/api/generated, as generated now', () => {
    for (const [path, content] of files) {
      expect(existsSync(join(apiTypesDir, path)), path).toBe(true);
      expect(readFileSync(join(apiTypesDir, path), 'utf8'), path).toBe(content);
    }
  });

  test('a type named after each schema file', () => {
    for (const file of apiFiles) expect(types, file).toMatch(declared(apiTypeName(file)));
    expect(apiTypeName('UpdateBorrowerContact.body.json')).toBe('UpdateBorrowerContactBody');
    expect(apiTypeName('GetOfferStatus.query.json')).toBe('GetOfferStatusQuery');
  });

  test('a definition shared by several schemas is declared once, by its own name', () => {
    for (const name of ['PropertyInfo', 'LenderInfo', 'Declarations', 'ContactAnswers', 'ResidenceAddress']) {
      expect(types.match(declared(name)), name).toHaveLength(1);
    }
    expect(types).toMatch(/^export type UpdateLenderLiabilityResponse = LenderInfo;$/m);
  });

  test('the call map lists every call with a body, query or answer schema', () => {
    const entries = new Map(apiCallFiles(new Map(apiFiles.map((f) => [f, apiTypeName(f)]))).map((c) => [c.call, c]));
    for (const file of apiFiles.filter((f) => f.endsWith('.body.json'))) {
      const call = file.replace('.body.json', '');
      expect(entries.get(call)?.body, call).toBe(apiTypeName(file));
      expect(calls, call).toMatch(new RegExp(`^  ${call}: \\{ body: ${apiTypeName(file)};`, 'm'));
    }
    expect(entries.get('GetOfferStatus')).toEqual({ call: 'GetOfferStatus', query: 'GetOfferStatusQuery', response: 'OfferStatusResponse' });
    for (const [call, response] of Object.entries(sharedResponses)) expect(entries.get(call)?.response).toBe(`${response}Response`);
    expect(entries.get('ExportMismo')?.response).toBeUndefined();
  });

  test('CallBody and CallResponse read the map', () => {
    expectTypeOf<CallBody<'UpdateBorrowerContact'>>().toEqualTypeOf<UpdateBorrowerContactBody>();
    expectTypeOf<CallResponse<'GetBorrowerData'>>().toEqualTypeOf<BorrowerProfileResponse>();
    expectTypeOf<'UpdateBorrowerContact'>().toExtend<CallName>();
  });

  test('a field only a condition in an allOf member allows is an optional field', () => {
    expectTypeOf<PropertyAndMoneyAnswers['ownershipIntNewPropertyIND']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<PropertyAndMoneyAnswers['propertyTypeId']>().toEqualTypeOf<1 | 2 | 3 | 4 | undefined>();
    expectTypeOf<PropertyAndMoneyAnswers['titleHeldTypeId']>().toEqualTypeOf<1 | 2 | 3 | undefined>();
    expectTypeOf<PropertyAndMoneyAnswers['borrowedFundAmount']>().toEqualTypeOf<number | undefined>();
  });

  test("a condition's $ref branch adds the referenced record's fields, optional", () => {
    expectTypeOf<UpdateLenderLiabilityBody['holderName']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<UpdateLenderLiabilityBody['applicationIds']>().toEqualTypeOf<number[] | undefined>();
    expectTypeOf<UpdateLenderLiabilityBody['realEstateOwnedId']>().toEqualTypeOf<number>();
  });

  test('a record a condition fills in gains the fields of the condition\'s record, optional', () => {
    expectTypeOf<BorrowerAddressInput['addressInfo']['streetAddress']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<BorrowerAddressInput['addressInfo']['addressId']>().toEqualTypeOf<number | undefined>();
    type MilitaryIncome = NonNullable<UpdateBorrowerEmploymentBody[number]['militaryIncomeInfo']>;
    expectTypeOf<MilitaryIncome['incomeTypeId']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<MilitaryIncome['incomeType']>().toEqualTypeOf<string | undefined>();
  });

  test('a field only `dependencies` describes is an optional field', () => {
    const schema = {
      type: 'object',
      properties: { hasPets: { type: 'boolean' } },
      required: ['hasPets'],
      dependencies: {
        petNames: { if: { properties: { hasPets: { const: true } } }, then: { properties: { petNames: { type: 'array', items: { type: 'string' } } } } },
        ownerName: ['hasPets'],
      },
    };
    const { root } = bundleApiSchemas([{ path: 'api/Pets.body.json', $id: `${SCHEMA_ID_BASE}api/Pets.body.json`, schema }]);
    expect((root.$defs as Record<string, unknown>).PetsBody).toEqual({
      type: 'object',
      properties: { hasPets: { type: 'boolean' }, petNames: { type: 'array', items: { type: 'string' } } },
      required: ['hasPets'],
    });
    expect(types).not.toMatch(/dependencies/);
    expectTypeOf<PersonalAnswers['dependentInfo']>().toEqualTypeOf<DependentInfo | undefined>();
  });
});
