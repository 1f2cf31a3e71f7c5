import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ScreenBinding } from '../../../src/shared/binding/types';
import type { Flow } from '../../../src/shared/flow/types';
import type { SchemaDocument } from '../../../src/shared/validation/schema-documents';
import { SCHEMA_ID_BASE } from '../../../src/shared/validation/schema-documents';
import { bundleSchema } from '../bundle';
import type { ScreenDocument } from '../screens';
import { checkBinding } from './binding-checks';
import { checkBindingParams } from './binding-params';
import { checkBindingConditions } from './condition-checks';
import { checkAgainstMetaSchema } from './meta-schema-findings';
import { checkScreenAnswers } from './screen-answers-checks';
import type { Finding } from './types';

export const BINDING_META_SCHEMA = 'binding.schema.json';

interface BindingLintInput {
  schemasDir: string;
  docs: SchemaDocument[];
  screens: ScreenDocument[];
  flow: Flow;
  rel: (file: string) => string;
}

/** `<step>/<screen>.binding.json` files under schemas/, as screen ids. */
export function bindingScreenIds(schemasDir: string): string[] {
  return readdirSync(schemasDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) => readdirSync(join(schemasDir, dir.name))
      .filter((name) => name.endsWith('.binding.json'))
      .map((name) => `${dir.name}/${name.replace(/\.binding\.json$/, '')}`))
    .sort();
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Every flow node's `save` names a call with a body schema (`schemas/api/<call>.body.json`): a typo is a finding. */
export function checkSaveCalls(flow: Flow, docs: SchemaDocument[], flowFile: string): Finding[] {
  const known = new Set(docs.map((d) => d.$id));
  return flow.steps.flatMap((step, s) => step.nodes.flatMap((node, n) => {
    if (!node.save || known.has(`${SCHEMA_ID_BASE}api/${node.save}.body.json`)) return [];
    return [{ file: flowFile, pointer: `/steps/${s}/nodes/${n}/save`, message: `"${node.save}" is not a call: schemas/api/${node.save}.body.json does not exist` }];
  }));
}

/**
 * Every screen the flow shows has a binding (what it reads and saves; `"display": true` for one that saves nothing):
 * the flow screen has no other way to wire a screen. `bound` are the screen ids with a binding file.
 */
export function checkUnboundScreens(flow: Flow, screenIds: readonly string[], bound: readonly string[], schemaFile: (screenId: string) => string): Finding[] {
  const unbound = new Set<string>();
  return flow.steps.flatMap((step, s) => step.nodes.flatMap((node, n) => {
    if (node.screen === undefined || bound.includes(node.screen) || unbound.has(node.screen) || !screenIds.includes(node.screen)) return [];
    unbound.add(node.screen);
    return [{
      file: schemaFile(node.screen), pointer: '',
      message: `has no binding: add schemas/${node.screen}.binding.json (what the screen reads and saves; "display": true for one that saves nothing). The flow shows it at /steps/${s}/nodes/${n}`,
    }];
  }));
}

/** Every binding file: JSON, valid by the binding meta-schema, of a known screen, and wired as checkBinding says. */
export function checkBindings({ schemasDir, docs, screens, flow, rel }: BindingLintInput): Finding[] {
  const metaFile = join(schemasDir, BINDING_META_SCHEMA);
  const ids = bindingScreenIds(schemasDir);
  if (!existsSync(metaFile)) {
    return ids.length ? [{ file: rel(metaFile), pointer: '', message: 'missing: binding files need the binding meta-schema' }] : [];
  }
  const meta = readJson(metaFile) as object;
  const profileSchema = bundleSchema(docs, `${SCHEMA_ID_BASE}api/BorrowerProfile.response.json`);
  const findings = checkUnboundScreens(flow, screens.map((s) => s.screenId), ids, (id) => rel(join(schemasDir, `${id}.schema.json`)));
  for (const screenId of ids) {
    const file = rel(join(schemasDir, `${screenId}.binding.json`));
    const screen = screens.find((s) => s.screenId === screenId);
    if (!screen) {
      findings.push({ file, pointer: '', message: `binds no screen: schemas/${screenId}.schema.json does not exist` });
      continue;
    }
    let binding: ScreenBinding;
    try {
      binding = readJson(join(schemasDir, `${screenId}.binding.json`)) as ScreenBinding;
    } catch (error) {
      findings.push({ file, pointer: '', message: `not JSON: ${(error as Error).message}` });
      continue;
    }
    const metaFindings = checkAgainstMetaSchema(binding, meta, file);
    if (metaFindings.length) {
      findings.push(...metaFindings);
      continue;
    }
    const examplesFile = join(schemasDir, `${screenId}.examples.json`);
    const { valid: examples = [], record, profile } = existsSync(examplesFile)
      ? (readJson(examplesFile) as { valid?: unknown[]; record?: Record<string, unknown>; profile?: Record<string, unknown> })
      : {};
    const schema = bundleSchema(docs, screen.$id);
    findings.push(...checkBinding({ screenId, schema, binding, examples, record, profile, file }, profileSchema, flow, docs));
    findings.push(...checkBindingParams(binding, screenId, flow, file));
    findings.push(...checkScreenAnswers(binding, screenId, flow, file));
    findings.push(...checkBindingConditions(binding, schema, profileSchema, file));
  }
  return findings;
}
