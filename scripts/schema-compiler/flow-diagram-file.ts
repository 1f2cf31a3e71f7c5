// Reads the flow files and the screen titles, and renders flows/FLOW.md (used by the script and the linter).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Flow, JourneyScreen } from '../../src/shared/flow/types';
import { loadSchemaDocuments } from '../../src/shared/validation/schema-documents';
import { flowDiagram } from './flow-diagram';
import { findLists } from './lists';
import { findScreens } from './screens';

export const DIAGRAM_FILE = 'FLOW.md';

export function renderFlowDiagram(flowsDir: string, schemasDir: string): string {
  const flow = JSON.parse(readFileSync(join(flowsDir, 'full-flow.json'), 'utf8')) as Flow;
  const journeyFile = join(flowsDir, 'journey.json');
  const journey = existsSync(journeyFile) ? (JSON.parse(readFileSync(journeyFile, 'utf8')) as { screens: JourneyScreen[] }).screens : [];
  const titles: Record<string, string> = {};
  for (const screen of findScreens(loadSchemaDocuments(schemasDir))) {
    if (typeof screen.schema.title === 'string') titles[screen.screenId] = screen.schema.title;
  }
  const lists = Object.fromEntries(findLists(schemasDir).map((l) => [l.listId, l.definition]));
  return flowDiagram(flow, journey, titles, lists);
}
