import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Flow, JourneyScreen } from '../../../src/shared/flow/types';
import { loadSchemaDocuments } from '../../../src/shared/validation/schema-documents';
import { bundleSchema } from '../bundle';
import { findScreens } from '../screens';
import { DIAGRAM_FILE, renderFlowDiagram } from '../flow-diagram-file';
import { checkAgainstMetaSchema, checkScreens, checkTargets } from './flow-checks';
import { checkCompile, checkErrorMessages, checkRefs } from './schema-checks';
import type { Finding } from './types';
import { checkUiSchema, parseRegistry } from './ui-checks';

export interface LintPaths {
  root: string;
  schemasDir: string;
  flowsDir: string;
  /** widgets/registry-names.json (skipped when missing). */
  widgetNamesFile: string;
}

export function lintPathsFor(root: string): LintPaths {
  return { root, schemasDir: join(root, 'schemas'), flowsDir: join(root, 'flows'), widgetNamesFile: join(root, 'widgets/registry-names.json') };
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** All findings for a repo-shaped tree (schemas/, flows/, widgets/registry-names.json). */
export function lintRepo(paths: LintPaths): Finding[] {
  const rel = (file: string) => relative(paths.root, file).split('\\').join('/');
  const schemasRel = rel(paths.schemasDir);
  const docs = loadSchemaDocuments(paths.schemasDir);
  const findings: Finding[] = [...checkRefs(docs, schemasRel), ...checkErrorMessages(docs, schemasRel)];
  findings.push(...(findings.length ? [] : checkCompile(docs, schemasRel)));

  const registry = existsSync(paths.widgetNamesFile) ? parseRegistry(readJson(paths.widgetNamesFile)) : undefined;
  const screens = findScreens(docs);
  for (const screen of screens) {
    const uiFile = join(paths.schemasDir, screen.path.replace(/\.schema\.json$/, '.ui.json'));
    if (!existsSync(uiFile)) continue;
    let schema: Record<string, unknown>;
    try {
      schema = bundleSchema(docs, screen.$id);
    } catch {
      schema = screen.schema; // an unresolved $ref is already reported; check what can be checked
    }
    findings.push(...checkUiSchema(readJson(uiFile) as Record<string, unknown>, schema, schema, rel(uiFile), registry));
  }

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
  findings.push(
    ...checkScreens(flow, journey, screens.map((s) => s.screenId), {
      flow: rel(flowFile),
      journey: rel(journeyFile),
      screen: (id) => `${schemasRel}/${id}.schema.json`,
    }),
  );
  findings.push(...checkDiagram(paths, rel(join(paths.flowsDir, DIAGRAM_FILE))));
  return findings;
}

/** flows/FLOW.md must picture the current flow files. */
function checkDiagram(paths: LintPaths, file: string): Finding[] {
  const diagramFile = join(paths.flowsDir, DIAGRAM_FILE);
  const current = existsSync(diagramFile) ? readFileSync(diagramFile, 'utf8') : null;
  if (current === renderFlowDiagram(paths.flowsDir, paths.schemasDir)) return [];
  return [{ file, pointer: '', message: current === null ? 'missing: run npm run flow:diagram' : 'out of date with the flow files: run npm run flow:diagram' }];
}
