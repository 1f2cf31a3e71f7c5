import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FastPath } from '../../../src/shared/flow/fast-path/types';
import type { Flow, JourneyScreen } from '../../../src/shared/flow/types';
import type { ScreenBinding } from '../../../src/shared/binding/types';
import { loadSchemaDocuments, SCHEMA_ID_BASE, type SchemaDocument } from '../../../src/shared/validation/schema-documents';
import { bundleSchema } from '../bundle';
import { findScreens, type ScreenDocument } from '../screens';
import { DIAGRAM_FILE, renderFlowDiagram } from '../flow-diagram-file';
import { checkExampleFiles } from './example-checks';
import { checkFactsConditions } from './facts-conditions';
import { checkFastPath, checkFastPathAgainstFlow, fastPathConditions } from './fast-path-checks';
import { checkFastPathPages } from './fast-path-pages';
import { checkBindings, checkSaveCalls } from './binding-lint';
import { checkFlowConditions, type FlowConditionContext } from './condition-checks';
import { checkBindingReference } from './binding-reference-checks';
import { checkListSources } from './list-source-checks';
import { checkScreens, checkSteps, checkTargets } from './flow-checks';
import { checkAgainstMetaSchema } from './meta-schema-findings';
import { checkListFiles, checkListNodes } from './list-checks';
import { findLists, LIST_META_SCHEMA, type ListFile } from '../lists';
import { checkCompile, checkErrorMessages, checkRefs, checkSchemaValidity } from './schema-checks';
import { checkTranslations } from './translation-checks';
import type { Finding } from './types';
import { checkUiSchema } from './ui-checks';
import { readRegistry } from './read-registry';

export interface LintPaths {
  root: string;
  schemasDir: string;
  flowsDir: string;
  /** src/widgets/registry.ts, whose exported `widgets` and `fields` name what `.ui.json` files may use (skipped when missing). */
  widgetRegistryFile: string;
}

export function lintPathsFor(root: string): LintPaths {
  return { root, schemasDir: join(root, 'schemas'), flowsDir: join(root, 'flows'), widgetRegistryFile: join(root, 'src/widgets/registry.ts') };
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** All findings for a repo-shaped tree (schemas/, flows/, src/widgets/registry.ts). */
export function lintRepo(paths: LintPaths): Finding[] {
  const rel = (file: string) => relative(paths.root, file).split('\\').join('/');
  const schemasRel = rel(paths.schemasDir);
  let docs: ReturnType<typeof loadSchemaDocuments>;
  try {
    docs = loadSchemaDocuments(paths.schemasDir);
  } catch (error) {
    return [{ file: schemasRel, pointer: '', message: `schemas cannot be read: ${(error as Error).message}` }];
  }
  const invalid = checkSchemaValidity(docs, schemasRel);
  if (invalid.length) return invalid;
  const findings: Finding[] = [...checkRefs(docs, schemasRel), ...checkErrorMessages(docs, schemasRel)];
  findings.push(...(findings.length ? [] : checkCompile(docs, schemasRel)));
  const compiles = findings.length === 0;

  const registry = existsSync(paths.widgetRegistryFile) ? readRegistry(paths.widgetRegistryFile) : undefined;
  const screens = findScreens(docs);
  for (const screen of screens) {
    const examplesFile = join(paths.schemasDir, screen.path.replace(/\.schema\.json$/, '.examples.json'));
    if (!existsSync(examplesFile)) {
      findings.push({ file: rel(examplesFile), pointer: '', message: 'missing: every screen has examples (valid and invalid form data) for the tests, the linter and Storybook' });
    }
    const uiFile = join(paths.schemasDir, screen.path.replace(/\.schema\.json$/, '.ui.json'));
    if (!existsSync(uiFile)) continue;
    let schema: Record<string, unknown>;
    try {
      schema = bundleSchema(docs, screen.$id);
    } catch {
      schema = screen.schema; // an unresolved $ref is already reported; check what can be checked
    }
    let ui: Record<string, unknown>;
    try {
      ui = readJson(uiFile) as Record<string, unknown>;
    } catch (error) {
      findings.push({ file: rel(uiFile), pointer: '', message: `not JSON: ${(error as Error).message}` });
      continue;
    }
    findings.push(...checkUiSchema(ui, schema, schema, rel(uiFile), registry));
  }

  if (compiles) findings.push(...checkExampleFiles(paths.schemasDir, docs, screens, rel));

  const flowFile = join(paths.flowsDir, 'full-flow.json');
  const journeyFile = join(paths.flowsDir, 'journey.json');
  const flow = readJson(flowFile) as Flow;
  const journey = existsSync(journeyFile) ? (readJson(journeyFile) as { screens: JourneyScreen[] }).screens : [];
  findings.push(...checkAgainstMetaSchema(flow, readJson(join(paths.flowsDir, 'flow.schema.json')) as object, rel(flowFile)));
  const journeySchemaFile = join(paths.flowsDir, 'journey.schema.json');
  if (existsSync(journeyFile) && existsSync(journeySchemaFile)) {
    findings.push(...checkAgainstMetaSchema(readJson(journeyFile), readJson(journeySchemaFile) as object, rel(journeyFile)));
  }
  findings.push(...checkTargets(flow, rel(flowFile)));
  findings.push(...checkSteps(flow, rel(flowFile)));
  findings.push(
    ...checkScreens(flow, journey, screens.map((s) => s.screenId), {
      flow: rel(flowFile),
      journey: rel(journeyFile),
      screen: (id) => `${schemasRel}/${id}.schema.json`,
    }),
  );
  findings.push(...checkSaveCalls(flow, docs, rel(flowFile)));
  findings.push(...checkFlowConditions(flow, flowConditionContext(paths.schemasDir, docs, screens), rel(flowFile)));
  findings.push(...checkBindings({ schemasDir: paths.schemasDir, docs, screens, flow, rel }));
  findings.push(...checkLists(paths, flow, rel(flowFile), rel, docs));
  findings.push(...checkFastPathFile(paths, flow, rel(flowFile), rel));
  findings.push(...checkDiagram(paths, rel(join(paths.flowsDir, DIAGRAM_FILE))));
  findings.push(...checkBindingReference(paths));
  if (compiles) findings.push(...checkTranslations(paths.root, docs));
  return findings;
}

/** What a flow condition can name: each screen's schema and binding, each call's answer, the borrower profile. */
function flowConditionContext(schemasDir: string, docs: SchemaDocument[], screens: ScreenDocument[]): FlowConditionContext {
  const bundled = (id: string): Record<string, unknown> | undefined => {
    try {
      return bundleSchema(docs, id);
    } catch {
      return undefined; // an unknown or unresolvable schema is reported on its own
    }
  };
  const bindingOf = (screenId: string): ScreenBinding | undefined => {
    const file = join(schemasDir, `${screenId}.binding.json`);
    try {
      return existsSync(file) ? (readJson(file) as ScreenBinding) : undefined;
    } catch {
      return undefined; // not JSON: reported with the bindings
    }
  };
  return {
    schemaOf: screenSchemas(docs, screens),
    bindingOf,
    responseOf: (call) => (docs.some((d) => d.$id === `${SCHEMA_ID_BASE}api/${call}.response.json`) ? bundled(`${SCHEMA_ID_BASE}api/${call}.response.json`) : undefined),
    profile: bundled(`${SCHEMA_ID_BASE}api/BorrowerProfile.response.json`) ?? {},
  };
}

/** Each screen's bundled schema by screen id (undefined when it cannot be bundled: an unresolved $ref is reported). */
function screenSchemas(docs: SchemaDocument[], screens: ScreenDocument[]): (screenId: string) => Record<string, unknown> | undefined {
  const bundled = new Map<string, Record<string, unknown> | undefined>();
  return (screenId) => {
    if (!bundled.has(screenId)) {
      const screen = screens.find((s) => s.screenId === screenId);
      let schema: Record<string, unknown> | undefined;
      try {
        schema = screen && bundleSchema(docs, screen.$id);
      } catch {
        schema = undefined;
      }
      bundled.set(screenId, schema);
    }
    return bundled.get(screenId);
  };
}

/** flows/fast-path.json (when present) against its meta-schema, then the rules the meta-schema cannot say, then the flow. */
function checkFastPathFile(paths: LintPaths, flow: Flow, flowFile: string, rel: (file: string) => string): Finding[] {
  const file = join(paths.flowsDir, 'fast-path.json');
  if (!existsSync(file)) return [];
  const metaFile = join(paths.flowsDir, 'fast-path.schema.json');
  if (!existsSync(metaFile)) return [{ file: rel(metaFile), pointer: '', message: 'missing: fast-path.json needs its meta-schema' }];
  const fastPath = readJson(file) as FastPath;
  const metaFindings = checkAgainstMetaSchema(fastPath, readJson(metaFile) as object, rel(file));
  if (metaFindings.length > 0) return metaFindings;
  const files = { fastPath: rel(file), flow: flowFile };
  return [
    ...checkFastPath(fastPath, rel(file)),
    ...checkFactsConditions(fastPathConditions(fastPath), offerFacts(paths), rel(file)),
    ...checkFastPathAgainstFlow(fastPath, flow, files),
    ...checkFastPathPages(fastPath, flow, files),
  ];
}

/** What a condition on the offer facts may name (flows/offer-facts.schema.json; without it, nothing). */
function offerFacts(paths: LintPaths): Record<string, unknown> {
  const file = join(paths.flowsDir, 'offer-facts.schema.json');
  return existsSync(file) ? (readJson(file) as Record<string, unknown>) : { type: 'object', properties: {} };
}

/** List files (`schemas/<step>/<name>.list.json`) against their meta-schema and the flow. */
function checkLists(paths: LintPaths, flow: Flow, flowFile: string, rel: (file: string) => string, docs: SchemaDocument[]): Finding[] {
  const listFile = (list: ListFile) => rel(join(paths.schemasDir, list.path));
  let lists: ListFile[];
  try {
    lists = findLists(paths.schemasDir);
  } catch (error) {
    return [{ file: rel(paths.schemasDir), pointer: '', message: `a list file is not JSON: ${(error as Error).message}` }];
  }
  const metaFile = join(paths.schemasDir, LIST_META_SCHEMA);
  const findings: Finding[] = [];
  if (existsSync(metaFile)) findings.push(...checkListFiles(lists, readJson(metaFile) as object, offerFacts(paths), listFile));
  else if (lists.length > 0) findings.push({ file: rel(metaFile), pointer: '', message: 'missing: list files need the list meta-schema' });
  findings.push(...checkListSources(lists, docs, listFile));
  findings.push(...checkListNodes(flow, lists, { flow: flowFile, list: listFile }));
  return findings;
}

/** flows/FLOW.md must picture the current flow files. */
function checkDiagram(paths: LintPaths, file: string): Finding[] {
  const diagramFile = join(paths.flowsDir, DIAGRAM_FILE);
  const current = existsSync(diagramFile) ? readFileSync(diagramFile, 'utf8') : null;
  let expected: string;
  try {
    expected = renderFlowDiagram(paths.flowsDir, paths.schemasDir);
  } catch (error) {
    return [{ file, pointer: '', message: `cannot be drawn until the findings above are fixed: ${(error as Error).message}` }];
  }
  if (current === expected) return [];
  return [{ file, pointer: '', message: current === null ? 'missing: run npm run flow:diagram' : 'out of date with the flow files: run npm run flow:diagram' }];
}
