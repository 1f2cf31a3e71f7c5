import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Flow, JourneyScreen } from '../src/shared/flow/types';
import { loadSchemaDocuments } from '../src/shared/validation/schema-documents';
import { generateFlowFiles } from './lib/generate-flow';
import { generateListFiles } from './lib/generate-lists';
import { generateScreenFiles } from './lib/generate-screens';
import { findLists } from './lib/lists';
import { flowsDir, generatedDir, schemasDir } from './lib/paths';
import { syncFiles } from './lib/write-files';

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

const documents = loadSchemaDocuments(schemasDir);
const flow = readJson<Flow>(join(flowsDir, 'full-flow.json'));
const journey = readJson<{ screens: JourneyScreen[] }>(join(flowsDir, 'journey.json')).screens;

const files = new Map([
  ...generateScreenFiles(documents, schemasDir),
  ...generateListFiles(findLists(schemasDir)),
  ...generateFlowFiles(flow, journey),
]);
const result = syncFiles(generatedDir, files);
console.log(
  `build:schemas: ${result.written.length} written, ${result.unchanged.length} unchanged, ${result.removed.length} removed` +
    (result.written.length ? `\n  ${result.written.join('\n  ')}` : ''),
);
