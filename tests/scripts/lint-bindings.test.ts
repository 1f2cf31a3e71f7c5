import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths';
import { checkSaveCalls, checkUnboundScreens } from '../../scripts/schema-compiler/lint/binding-lint';
import { checkBinding, schemaAt } from '../../scripts/schema-compiler/lint/binding-checks';
import { bundleSchema } from '../../scripts/schema-compiler/bundle';
import type { ScreenBinding } from '../../src/shared/binding/types';
import type { Flow } from '../../src/shared/flow/types';
import { loadSchemaDocuments, SCHEMA_ID_BASE } from '../../src/shared/validation/schema-documents';

const docs = loadSchemaDocuments();
const profile = bundleSchema(docs, `${SCHEMA_ID_BASE}api/BorrowerProfile.response.json`);
const contactSchema = bundleSchema(docs, `${SCHEMA_ID_BASE}info/contact.schema.json`);
const examples = [{ cellPhoneNumber: '2175555001', emailAddress: 'jane.doe@example.com' }];

const flowWith = (node: Record<string, unknown>): Flow =>
  ({ id: 'f', end: '/x', steps: [{ id: 'info', route: '/info', nodes: [{ id: 'contact', route: 'contact', screen: 'info/contact', next: [], ...node }] }] }) as unknown as Flow;

const lint = (binding: ScreenBinding, node: Record<string, unknown> = { save: 'UpdateBorrowerContact' }) =>
  checkBinding({ screenId: 'info/contact', schema: contactSchema, binding, examples, file: 'b.json' }, profile, flowWith(node), docs)
    .map((f) => `${f.pointer}: ${f.message}`);

const good: ScreenBinding = {
  read: { from: '/contactInfo' },
  save: { body: { $record: true, applicationId: { $ctx: 'applicationId' }, borrowerId: { $ctx: 'borrowerId' } } },
};

describe('binding checks', () => {
  it('accept a binding whose body the call accepts for every example', () => {
    expect(lint(good)).toEqual([]);
  });

  it('report a read pointer that is not a profile field, and rule or $omit fields not in the schema', () => {
    const bad: ScreenBinding = {
      read: { from: '/contactInfoo' },
      rules: [{ effect: 'clear', fields: ['faxNumber'], when: true }],
      save: { body: { $record: true, $omit: ['/pagerNumber'], applicationId: { $ctx: 'applicationId' }, borrowerId: { $ctx: 'borrowerId' } } },
    };
    expect(lint(bad)).toEqual([
      '/read/from: "/contactInfoo" is not a field of the borrower profile (schemas/api/BorrowerProfile.response.json)',
      '/rules/0/fields/0: "faxNumber" is not a field of the screen\'s schema',
      '/save/body/$omit/0: "/pagerNumber" is not a field of the screen\'s schema',
    ]);
  });

  it("report a body the call's schema refuses, naming the example and the node", () => {
    const noIds: ScreenBinding = { ...good, save: { body: { $record: true } } };
    expect(lint(noIds)[0]).toMatch(/^\/save\/body: for valid example 0 the body sent to UpdateBorrowerContact \(node "contact"\) fails its schema: \/ must have required property 'applicationId'/);
  });

  it('send what the browser sends: an answer the schema does not reveal is left out of the body', () => {
    const id = 'declarations/property-and-money';
    const schema = bundleSchema(docs, `${SCHEMA_ID_BASE}${id}.schema.json`);
    const binding = JSON.parse(readFileSync(`${repoRoot}/schemas/${id}.binding.json`, 'utf8')) as ScreenBinding;
    const answers = { primaryResidenceInd: false, affliiationWithSellerInd: false, undisclosedMortgageAppInd: false,
      undisclosedCreditAppInd: false, cleanEnergyLienPropertyInd: false };
    const node = { id: 'property-and-money', route: 'property-and-money', screen: id, save: 'UpdatePropertyAndMoney', next: [] };
    const twice = { id: 'f', end: '/x', steps: [{ id: 'declarations', route: '/declarations', nodes: [node, node] }] } as unknown as Flow;
    const check = (example: Record<string, unknown>) =>
      checkBinding({ screenId: id, schema, binding, examples: [example], file: 'b.json' }, profile, twice, docs).map((f) => f.message);
    // Borrowed Amount is asked only after a yes to undisclosed borrowing: unasked, its too-large value is not sent.
    expect(check({ ...answers, undisclosedBorrowedFundsInd: false, borrowedFundAmount: 1_000_000_000 })).toEqual([]);
    // Asked, it is sent and refused, and a screen two nodes show is reported once.
    expect(check({ ...answers, undisclosedBorrowedFundsInd: true, borrowedFundAmount: 1_000_000_000 })).toEqual([
      expect.stringMatching(/^for valid example 0 the body sent to UpdatePropertyAndMoney .* \/borrowedFundAmount /),
    ]);
  });

  it('report a save without a saving node, and a saving node without a save', () => {
    expect(lint(good, {})).toEqual(['/save: the flow node "contact" shows this screen without a save call: remove save or add it to the node']);
    expect(lint({ read: { from: '/contactInfo' } } as ScreenBinding)).toEqual([': the flow node "contact" saves through UpdateBorrowerContact, but the binding has no save']);
  });
});

describe('checkSaveCalls', () => {
  it('reports a save naming no call', () => {
    expect(checkSaveCalls(flowWith({ save: 'UpdateBorrowerContct' }), docs, 'flow.json')).toEqual([
      { file: 'flow.json', pointer: '/steps/0/nodes/0/save', message: '"UpdateBorrowerContct" is not a call: schemas/api/UpdateBorrowerContct.body.json does not exist' },
    ]);
    expect(checkSaveCalls(flowWith({ save: 'UpdateBorrowerContact' }), docs, 'flow.json')).toEqual([]);
  });
});

describe('schemaAt', () => {
  it('follows properties, items, $refs and anyOf branches; an open record holds any field', () => {
    expect(schemaAt(profile, '/contactInfo/emailAddress')).toBeDefined();
    expect(schemaAt(profile, '/employmentInfo/0/employerName')).toBeDefined();
    expect(schemaAt({ properties: { a: { $ref: '#/$defs/a' } }, $defs: { a: { type: 'array', items: { properties: { b: {} } } } } }, '/a/0/b')).toEqual({});
    expect(schemaAt(profile, '/contactInfo/nope')).toBeUndefined();
  });
});

describe('checkUnboundScreens', () => {
  it('reports a screen the flow shows without a binding, once, with where the flow shows it', () => {
    const flow = flowWith({ screen: 'info/contact' });
    const file = (id: string) => `schemas/${id}.schema.json`;
    expect(checkUnboundScreens(flow, ['info/contact'], ['info/contact'], file)).toEqual([]);
    expect(checkUnboundScreens(flow, ['info/contact'], [], file).map((f) => `${f.file}: ${f.message}`)).toEqual([
      'schemas/info/contact.schema.json: has no binding: add schemas/info/contact.binding.json (what the screen reads and saves; "display": true for one that saves nothing). The flow shows it at /steps/0/nodes/0',
    ]);
  });
});
