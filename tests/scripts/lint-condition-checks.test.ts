import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleSchema } from '../../scripts/schema-compiler/bundle';
import { checkBindingConditions, checkFlowConditions } from '../../scripts/schema-compiler/lint/condition-checks';
import { repoRoot } from '../../scripts/lib/paths';
import type { ScreenBinding } from '../../src/shared/binding/types';
import type { Flow } from '../../src/shared/flow/types';
import { loadSchemaDocuments, SCHEMA_ID_BASE } from '../../src/shared/validation/schema-documents';

const docs = loadSchemaDocuments();
const bundled = (id: string) => bundleSchema(docs, `${SCHEMA_ID_BASE}${id}`);
const profile = bundled('api/BorrowerProfile.response.json');
const readJson = (path: string) => JSON.parse(readFileSync(join(repoRoot, path), 'utf8')) as unknown;
const binding = (screenId: string) => readJson(`schemas/${screenId}.binding.json`) as ScreenBinding;
const check = (screenId: string, b: ScreenBinding) =>
  checkBindingConditions(b, bundled(`${screenId}.schema.json`), profile, 'b.json').map((f) => `${f.pointer}: ${f.message}`);

describe('binding conditions name what their scope document has', () => {
  it.each(['info/employment', 'info/mailing-address', 'military/demographics-form', 'declarations/declared-finances', 'info/employment-income'])(
    '%s as it is', (screenId) => expect(check(screenId, binding(screenId))).toEqual([]));

  it('reports a field of no screen, with the likely one', () => {
    const b = binding('info/employment');
    b.rules![2]!.when = { required: ['previousEmployerIn'], properties: { previousEmployerIn: { const: true } } };
    expect(check('info/employment', b)).toEqual([
      '/rules/2/when/properties/previousEmployerIn: "previousEmployerIn" is not a field of the screen\'s schema (did you mean "previousEmployerInd"?)',
      '/rules/2/when/required/0: "previousEmployerIn" is not a field of the screen\'s schema (did you mean "previousEmployerInd"?)',
    ]);
  });

  it('reports a nested field of a group, through not', () => {
    const b = binding('military/demographics-form');
    b.rules![2]!.when = { not: { properties: { ethnicity: { properties: { hispanicOrLatino: { const: true } } } } } };
    expect(check('military/demographics-form', b)).toEqual([
      '/rules/2/when/not/properties/ethnicity/properties/hispanicOrLatino: "hispanicOrLatino" is not a field of ethnicity in the screen\'s schema (did you mean "hispanicOrLatinoInd"?)',
    ]);
  });

  it('reports a context id, a profile field (also inside a list) and a field of the record read that do not exist', () => {
    const b = binding('info/mailing-address');
    b.rules = [
      { effect: 'hide', fields: ['addressInfo'], when: { properties: { $ctx: { required: ['loanId'] } } } },
      { effect: 'hide', fields: ['addressInfo'], when: { properties: { $profile: { properties: { borrowerInfo: { properties: { borrowerAddressInfo: { contains: { required: ['addressTypeIdd'] } } } } } } } } },
      { effect: 'hide', fields: ['addressInfo'], when: { properties: { $profile: { required: ['loanBorrower'] }, $read: { required: ['borrowerAddressIdd'] } } } },
    ];
    expect(check('info/mailing-address', b)).toEqual([
      '/rules/0/when/properties/$ctx/required/0: "loanId" is not a context id (applicationId, borrowerId, offerId)',
      '/rules/1/when/properties/$profile/properties/borrowerInfo/properties/borrowerAddressInfo/contains/required/0: "addressTypeIdd" is not a field of borrowerInfo/borrowerAddressInfo[] in $profile (schemas/api/BorrowerProfile.response.json) (did you mean "addressTypeId"?)',
      '/rules/2/when/properties/$profile/required/0: "loanBorrower" is not a field of $profile (schemas/api/BorrowerProfile.response.json) (did you mean "loanBorrowers"?)',
      '/rules/2/when/properties/$read/required/0: "borrowerAddressIdd" is not a field of $read (the record at /borrowerInfo/borrowerAddressInfo of the borrower profile) (did you mean "borrowerAddressId"?)',
    ]);
  });

  it('reports editWhen and completeWhen too', () => {
    const b = binding('declarations/declared-finances');
    b.save!.completeWhen = { properties: { $read: { required: ['financeCompletedInd'] } } };
    b.editWhen = { anyOf: [{ required: ['bankruptcy'] }] };
    expect(check('declarations/declared-finances', b)).toEqual([
      '/editWhen/anyOf/0/required/0: "bankruptcy" is not a field of the screen\'s schema (did you mean "bankruptcyInd"?)',
      expect.stringMatching(/^\/save\/completeWhen\/properties\/\$read\/required\/0: "financeCompletedInd" is not a field of \$read .*\(did you mean "financesCompletedInd"\?\)$/),
    ]);
  });
});

describe('flow conditions name fields of the node\'s screen and of what it read and saved', () => {
  const flow = () => readJson('flows/full-flow.json') as Flow;
  const context = {
    schemaOf: (screenId: string) => bundled(`${screenId}.schema.json`),
    bindingOf: (screenId: string) => (existsSync(join(repoRoot, `schemas/${screenId}.binding.json`)) ? binding(screenId) : undefined),
    responseOf: (call: string) => (docs.some((d) => d.$id === `${SCHEMA_ID_BASE}api/${call}.response.json`) ? bundled(`api/${call}.response.json`) : undefined),
    profile,
  };
  const messages = (f: Flow) => checkFlowConditions(f, context, 'flow.json').map((x) => `${x.pointer}: ${x.message}`);

  it('the repo flow as it is', () => expect(messages(flow())).toEqual([]));

  it('reports a field the screen lacks and one the record read lacks', () => {
    const f = flow();
    const s = f.steps.findIndex((step) => step.nodes.some((n) => n.screen === 'info/employment'));
    const n = f.steps[s]!.nodes.findIndex((node) => node.screen === 'info/employment');
    f.steps[s]!.nodes[n]!.next = [{ to: f.steps[s]!.nodes[0]!.id, when: {
      required: ['previousEmployer', '$response'], properties: { $read: { required: ['employmentI'] } } } }];
    const at = `/steps/${s}/nodes/${n}/next/0/when`;
    expect(messages(f)).toEqual([
      expect.stringMatching(new RegExp(`^${at.replace(/\$/g, '\\$')}/properties/\\$read/required/0: "employmentI" is not a field of \\$read .*\\(did you mean "employmentId"\\?\\)$`)),
      `${at}/required/0: "previousEmployer" is not a field of the screen's schema (did you mean "previousEmployerInd"?)`,
    ]);
  });
});
