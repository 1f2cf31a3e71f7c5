import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Flow } from '../../shared/flow/types';

/** `flows/full-flow.json` beside `schemas/` (a flow without steps when there is none). */
export function flowBeside(schemasDir: string): Flow {
  const flowFile = join(dirname(schemasDir), 'flows', 'full-flow.json');
  return existsSync(flowFile) ? (JSON.parse(readFileSync(flowFile, 'utf8')) as Flow) : ({ steps: [] } as unknown as Flow);
}
