import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FastPath } from '../src/shared/flow/fast-path/types';
import type { Flow, JourneyScreen } from '../src/shared/flow/types';
import { loadSchemaDocuments } from '../src/shared/validation/schema-documents';
import { generateApiTypeFiles } from './schema-compiler/generate-api-types';
import { generateFastPathFiles } from './schema-compiler/generate-fast-path';
import { generateFlowFiles } from './schema-compiler/generate-flow';
import { textSources } from '../src/shared/i18n/text-sources';
import { generateListFiles } from './schema-compiler/generate-lists';
import { generateMessageFiles, generateWidgetMessageFiles } from './schema-compiler/generate-messages';
import { generateScreenTextFiles, shownTexts } from './schema-compiler/generate-screen-texts';
import { generateScreenFiles } from './schema-compiler/generate-screens';
import { generateStoryFiles } from './schema-compiler/generate-stories';
import { formatFinding } from './schema-compiler/lint/types';
import { checkSchemaValidity } from './schema-compiler/lint/schema-checks';
import { findLists } from './schema-compiler/lists';
import { apiTypesDir, flowsDir, generatedDir, generatedStoriesDir, generatedWidgetsDir, repoRoot, schemasDir } from './lib/paths';
import { findScreens } from './schema-compiler/screens';
import { syncFiles } from './schema-compiler/write-files';

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

const documents = loadSchemaDocuments(schemasDir);
// An invalid schema is reported by file and JSON pointer, as the linter does, never as a compiler's stack trace.
const invalid = checkSchemaValidity(documents, relative(repoRoot, schemasDir));
if (invalid.length) {
  for (const finding of invalid) console.error(formatFinding(finding));
  console.error(`build:schemas: ${invalid.length} invalid schema finding(s); nothing written`);
  process.exit(1);
}
const flow = readJson<Flow>(join(flowsDir, 'full-flow.json'));
const journey = readJson<{ screens: JourneyScreen[] }>(join(flowsDir, 'journey.json')).screens;

const lists = findLists(schemasDir);
const sources = textSources(repoRoot);
const shown = shownTexts(documents, schemasDir, lists);
const files = new Map([
  ...generateScreenFiles(documents, schemasDir),
  ...generateListFiles(lists, documents),
  ...generateFlowFiles(flow, journey),
  ...generateFastPathFiles(readJson<FastPath>(join(flowsDir, 'fast-path.json'))),
  ...generateMessageFiles(repoRoot, sources.filter((s) => s.base.startsWith('flows/'))),
  ...generateScreenTextFiles(repoRoot, shown, sources.filter((s) => s.base.startsWith('schemas/defs/'))),
]);
const stories = generateStoryFiles(findScreens(documents).map((s) => s.screenId), lists.map((l) => l.listId));
const apiTypes = await generateApiTypeFiles(documents);
const widgetMessages = generateWidgetMessageFiles(repoRoot);
for (const [dir, dirFiles] of [[generatedDir, files], [generatedStoriesDir, stories], [apiTypesDir, apiTypes], [generatedWidgetsDir, widgetMessages]] as const) {
  const result = syncFiles(dir, dirFiles);
  console.log(
    `build:schemas: ${relative(repoRoot, dir)}: ${result.written.length} written, ${result.unchanged.length} unchanged, ${result.removed.length} removed` +
      (result.written.length ? `\n  ${result.written.join('\n  ')}` : ''),
  );
}
