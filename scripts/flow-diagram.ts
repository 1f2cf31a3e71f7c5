// npm run flow:diagram: writes flows/FLOW.md, the picture of the flow (Mermaid; GitHub and most editors render it).
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { DIAGRAM_FILE, renderFlowDiagram } from './schema-compiler/flow-diagram-file';
import { repoRoot } from './lib/paths';

const target = join(repoRoot, 'flows', DIAGRAM_FILE);
const diagram = renderFlowDiagram(join(repoRoot, 'flows'), join(repoRoot, 'schemas'));
const unchanged = existsSync(target) && readFileSync(target, 'utf8') === diagram;
if (!unchanged) writeFileSync(target, diagram);
console.log(`flow:diagram: flows/${DIAGRAM_FILE} ${unchanged ? 'unchanged' : 'written'}`);
