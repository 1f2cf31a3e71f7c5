// A copy of the repo's schemas/ and flows/ with the fixture screen an analyst adds with JSON only
// (tests/fixtures/analyst-screen): its schema, UI schema, examples and binding, and one flow node.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Flow } from '../../src/shared/flow/types';

const root = new URL('../..', import.meta.url).pathname;
const fixture = join(root, 'tests/fixtures/analyst-screen');

interface FlowNodeFixture {
  step: string;
  after: string;
  node: Flow['steps'][number]['nodes'][number];
  from: { node: string; next: Flow['steps'][number]['nodes'][number]['next'] };
}

/** A temp dir holding `schemas/` and `flows/` as the analyst leaves them; returns its path. */
export function analystCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-analyst-'));
  cpSync(join(root, 'schemas'), join(dir, 'schemas'), { recursive: true });
  cpSync(join(root, 'flows'), join(dir, 'flows'), { recursive: true });
  cpSync(join(fixture, 'schemas'), join(dir, 'schemas'), { recursive: true });
  const flowFile = join(dir, 'flows/full-flow.json');
  const flow = JSON.parse(readFileSync(flowFile, 'utf8')) as Flow;
  const change = JSON.parse(readFileSync(join(fixture, 'flow-node.json'), 'utf8')) as FlowNodeFixture;
  const step = flow.steps.find((s) => s.id === change.step);
  if (!step) throw new Error(`no step ${change.step}`);
  const at = step.nodes.findIndex((n) => n.id === change.after);
  step.nodes.splice(at + 1, 0, change.node);
  const from = step.nodes.find((n) => n.id === change.from.node);
  if (!from) throw new Error(`no node ${change.from.node}`);
  from.next = change.from.next;
  writeFileSync(flowFile, `${JSON.stringify(flow, null, 2)}\n`);
  return dir;
}
