// A copy of the repo's schemas/ and flows/ with the fixture screen an analyst adds with JSON only
// (tests/fixtures/analyst-screen): its schema, UI schema, examples and binding, and one flow node.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertAfter } from '../../scripts/lib/flow-edit';
import type { Flow } from '../../src/shared/flow/types';

const root = new URL('../..', import.meta.url).pathname;
const fixture = join(root, 'tests/fixtures/analyst-screen');

interface FlowNodeFixture {
  step: string;
  after: string;
  node: Flow['steps'][number]['nodes'][number];
}

/** A temp dir holding `schemas/` and `flows/` as the analyst leaves them; returns its path. */
export function analystCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-analyst-'));
  cpSync(join(root, 'schemas'), join(dir, 'schemas'), { recursive: true });
  cpSync(join(root, 'flows'), join(dir, 'flows'), { recursive: true });
  cpSync(join(fixture, 'schemas'), join(dir, 'schemas'), { recursive: true });
  const flowFile = join(dir, 'flows/full-flow.json');
  const change = JSON.parse(readFileSync(join(fixture, 'flow-node.json'), 'utf8')) as FlowNodeFixture;
  const flow = insertAfter(JSON.parse(readFileSync(flowFile, 'utf8')) as Flow, change.step, change.after, change.node);
  writeFileSync(flowFile, `${JSON.stringify(flow, null, 2)}\n`);
  return dir;
}
