import type { AnySchema } from 'ajv';
import { bindingBody } from '../../../src/shared/binding/build-body';
import { fieldSchema } from '../../../src/shared/binding/schema-fields';
import type { Rule, ScreenBinding, Template } from '../../../src/shared/binding/types';
import { withoutUnrevealed } from '../../../src/shared/binding/unrevealed';
import { routeParamNames } from '../../../src/shared/flow/params';
import type { Flow } from '../../../src/shared/flow/types';
import { pointerTokens } from '../../../src/shared/json-pointer';
import { ajvHolds } from '../../../src/shared/validation/ajv-holds';
import { createAjv } from '../../../src/shared/validation/create-ajv';
import type { SchemaDocument } from '../../../src/shared/validation/schema-documents';
import { SCHEMA_ID_BASE } from '../../../src/shared/validation/schema-documents';
import { documentAt, serverSchemaReader } from '../../../src/server/screens/schema-reader';
import type { Finding } from './types';

type Node = Record<string, unknown>;

export interface BoundScreenFiles {
  screenId: string;
  /** The bundled screen schema. */
  schema: Node;
  binding: ScreenBinding;
  /** `valid` examples of `<screen>.examples.json`. */
  examples: unknown[];
  /** The examples file's `record`: a record as read, for bodies that carry values of it (`$read`). */
  record?: Record<string, unknown>;
  /** The examples file's `profile`: profile parts over the sample profile, for bodies that read it (`$profile`). */
  profile?: Record<string, unknown>;
  file: string;
}

/**
 * The subschema a pointer names (through properties, array items, maps, local $refs and anyOf/oneOf branches); any
 * field of an open record (`additionalProperties: true`) is taken as there.
 */
export function schemaAt(root: Node, pointer: string): Node | undefined {
  const deref = (node: Node | undefined): Node | undefined => {
    let current = node;
    for (let hops = 0; current && typeof current.$ref === 'string' && current.$ref.startsWith('#/') && hops < 20; hops++) {
      let target: unknown = root;
      for (const token of pointerTokens(current.$ref)) target = (target as Node | undefined)?.[token];
      current = target as Node | undefined;
    }
    return current;
  };
  let node = deref(root);
  for (const token of pointerTokens(pointer)) {
    const branches = [node, ...(((node?.anyOf ?? node?.oneOf ?? node?.allOf) as Node[] | undefined) ?? [])].map(deref);
    const next = branches.flatMap((branch) => {
      if (!branch) return [];
      const property = fieldSchema(branch, token);
      if (property) return [property];
      if (/^\d+$/.test(token) || token === '-') return branch.items ? [branch.items as Node] : [];
      // A map (additionalProperties: a schema) holds any key with that schema; an open record (true) any field.
      if (branch.additionalProperties !== null && typeof branch.additionalProperties === 'object') return [branch.additionalProperties as Node];
      return branch.additionalProperties === true ? [{}] : [];
    })[0];
    node = deref(next);
    if (!node) return undefined;
  }
  return node;
}

/** The fields a rule names, with their pointers inside the binding file. */
function ruleFields(rule: Rule, index: number): { field: string; pointer: string }[] {
  if ('fields' in rule) return rule.fields.map((field, i) => ({ field, pointer: `/rules/${index}/fields/${i}` }));
  return [{ field: rule.field, pointer: `/rules/${index}/field` }];
}

/** Fields under `$record` templates that `$omit` names, with their pointers. */
function omittedFields(template: Template, pointer: string): { field: string; pointer: string }[] {
  if (Array.isArray(template)) return template.flatMap((item, i) => omittedFields(item, `${pointer}/${i}`));
  if (template === null || typeof template !== 'object') return [];
  const own = Array.isArray(template.$omit) ? template.$omit.map((field, i) => ({ field: String(field), pointer: `${pointer}/$omit/${i}` })) : [];
  return [...own, ...Object.entries(template).flatMap(([key, value]) => (key === '$omit' ? [] : omittedFields(value, `${pointer}/${key}`)))];
}

const sampleIds = { applicationId: 7001, borrowerId: 5001, offerId: '1001' };

/** The profile bodies are built against: three borrowers on the loan (the examples pick among 7001-7003). */
const sampleProfile = {
  ...sampleIds,
  loanBorrowers: [
    { applicationId: 7001, borrowerId: 5001, firstName: 'Jane', lastName: 'Doe' },
    { applicationId: 7002, borrowerId: 5002, firstName: 'John', lastName: 'Doe' },
    { applicationId: 7003, borrowerId: 5003, firstName: 'Mary', lastName: 'Doe' },
  ],
};

/**
 * A binding's wiring: `read.from` is a field of the profile (GetBorrowerData's answer); every field its rules and
 * `$omit` name is a property of the screen's schema; each flow node showing the screen saves through a call that
 * exists, and that call's body schema accepts the body the binding builds from each valid example, as a new record
 * and with the node's route parameters.
 */
export function checkBinding(screen: BoundScreenFiles, profileSchema: Node, flow: Flow, documents: SchemaDocument[]): Finding[] {
  const { binding, file } = screen;
  const findings: Finding[] = [];
  const at = (pointer: string, message: string) => findings.push({ file, pointer, message });
  if (binding.read && !schemaAt(profileSchema, binding.read.from)) {
    at('/read/from', `"${binding.read.from}" is not a field of the borrower profile (schemas/api/BorrowerProfile.response.json)`);
  }
  (binding.rules ?? []).forEach((rule, index) => {
    for (const { field, pointer } of ruleFields(rule, index)) {
      if (!schemaAt(screen.schema, field.startsWith('/') ? field : `/${field}`)) at(pointer, `"${field}" is not a field of the screen's schema`);
    }
  });
  if (binding.save) {
    for (const { field, pointer } of omittedFields(binding.save.body, '/save/body')) {
      if (!schemaAt(screen.schema, field.startsWith('/') ? field : `/${field}`)) at(pointer, `"${field}" is not a field of the screen's schema`);
    }
  }
  const nodes = flow.steps.flatMap((step) => step.nodes.filter((node) => node.screen === screen.screenId).map((node) => ({ step, node })));
  const ajv = createAjv(documents.map((d) => d.schema as AnySchema));
  // As the browser does before it saves: answers the schema's conditions do not reveal are not sent.
  const byId = new Map(documents.map((d) => [d.$id, d]));
  const reader = serverSchemaReader(ajv, byId);
  const holds = ajvHolds(ajv);
  const screenAt = documentAt(byId, `${SCHEMA_ID_BASE}${screen.screenId}.schema.json`);
  const reported = new Set<string>();
  for (const { node } of nodes) {
    if (!node.save) {
      if (binding.save) at('/save', `the flow node "${node.id}" shows this screen without a save call: remove save or add it to the node`);
      continue;
    }
    if (!binding.save) {
      at('', `the flow node "${node.id}" saves through ${node.save}, but the binding has no save`);
      continue;
    }
    const validate = ajv.getSchema(`${SCHEMA_ID_BASE}api/${node.save}.body.json`);
    if (!validate) continue; // reported on the flow node (checkSaveCalls)
    const params = Object.fromEntries(routeParamNames(node.route).map((name) => [name, '1']));
    screen.examples.forEach((example, i) => {
      const data = (screenAt ? withoutUnrevealed(screenAt, example, reader) : example) as Node;
      const scope = { data, read: screen.record ?? null, ctx: sampleIds, params, profile: { ...sampleProfile, ...screen.profile }, complete: true, holds };
      const body = JSON.parse(JSON.stringify(bindingBody(binding, scope))) as unknown;
      if (validate(body)) return;
      const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'invalid'}`).join('; ');
      const message = `for valid example ${i} the body sent to ${node.save} (node "${node.id}") fails its schema: ${errors}`;
      // A screen the full flow and the fast path both show is reported once.
      if (!reported.has(message)) at('/save/body', message);
      reported.add(message);
    });
  }
  return findings;
}
