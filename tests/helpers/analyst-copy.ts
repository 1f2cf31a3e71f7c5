// Copies of the repo with the fixture screen an analyst adds with JSON only (tests/fixtures/analyst-screen): its
// schema, UI schema, examples and binding, and one flow node.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { insertAfter } from '../../scripts/schema-compiler/flow-edit';
import type { Flow } from '../../src/shared/flow/types';

const root = new URL('../..', import.meta.url).pathname;
const fixture = join(root, 'tests/fixtures/analyst-screen');

interface FlowNodeFixture {
  step: string;
  after: string;
  node: Omit<Flow['steps'][number]['nodes'][number], 'next'>;
}

/** The analyst's change, made in a copy at `dir`: the screen's files under schemas/ and its flow node. */
function addFixtureScreen(dir: string): void {
  cpSync(join(fixture, 'schemas'), join(dir, 'schemas'), { recursive: true });
  const flowFile = join(dir, 'flows/full-flow.json');
  const change = JSON.parse(readFileSync(join(fixture, 'flow-node.json'), 'utf8')) as FlowNodeFixture;
  const flow = insertAfter(JSON.parse(readFileSync(flowFile, 'utf8')) as Flow, change.step, change.after, change.node);
  writeFileSync(flowFile, `${JSON.stringify(flow, null, 2)}\n`);
}

/** A temp dir holding `schemas/` and `flows/` as the analyst leaves them; returns its path. */
export function analystCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-analyst-'));
  cpSync(join(root, 'schemas'), join(dir, 'schemas'), { recursive: true });
  cpSync(join(root, 'flows'), join(dir, 'flows'), { recursive: true });
  addFixtureScreen(dir);
  return dir;
}

/**
 * A temp copy of the whole repo (its files, not what the build generates; node_modules linked) with the analyst's
 * change, ready for `npm run build` there; returns its path.
 */
export function analystRepo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-analyst-repo-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    // Regular files only: a linked node_modules (or any link) is not the repo's own.
    .filter((file) => file !== '' && existsSync(join(root, file)) && lstatSync(join(root, file)).isFile());
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(root, file), join(dir, file));
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  addFixtureScreen(dir);
  return dir;
}
