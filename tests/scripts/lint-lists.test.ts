import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { lintPathsFor, lintRepo } from '../../scripts/schema-compiler/lint/lint-repo';
import { checkListNodes } from '../../scripts/schema-compiler/lint/list-checks';
import { findLists } from '../../scripts/schema-compiler/lists';
import { formatFinding } from '../../scripts/schema-compiler/lint/types';
import { repoRoot } from '../../scripts/lib/paths';
import type { Flow } from '../../src/shared/flow/types';

// A repo-shaped tree in a temp folder, with the real meta-schemas (so the fixture never drifts from them).
const root = mkdtempSync(join(tmpdir(), 'lint-lists-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, value: unknown) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), JSON.stringify(value, null, 2));
}

mkdirSync(join(root, 'flows'), { recursive: true });
mkdirSync(join(root, 'schemas'), { recursive: true });
copyFileSync(join(repoRoot, 'flows/flow.schema.json'), join(root, 'flows/flow.schema.json'));
copyFileSync(join(repoRoot, 'schemas/list.schema.json'), join(root, 'schemas/list.schema.json'));
write('schemas/s/one.schema.json', { $id: 'https://refi-portal.local/schemas/s/one.schema.json', title: 'One', type: 'object' });
const section = { id: 'jobs', title: 'Jobs', source: { from: '/employmentInfo', key: 'employmentId' }, empty: 'None on file.', item: { title: '{employerName}' } };
write('schemas/s/good.list.json', {
  title: 'Good',
  sections: [
    { ...section, add: { label: 'Add Job', to: 'nowhere' }, edit: 'gone', delete: true },
    { ...section, add: { label: 'Add Job', to: 'one' }, edit: 'edit-one' },
  ],
});
write('schemas/s/bad.list.json', { title: 'Bad', sections: [{ id: 'x', title: 'X', source: 'a.b', item: { title: 3 } }], extra: true });
write('flows/full-flow.json', {
  id: 'f',
  end: '/end',
  steps: [
    {
      id: 's', number: 1, title: 'S', route: '/s', intro: { title: 'S', body: [], button: 'Go' },
      nodes: [
        { id: 'one', route: 'one', screen: 's/one', next: [] },
        { id: 'edit-one', route: 'edit-one/:id', screen: 's/one', next: [] },
        { id: 'lst', route: 'list', list: 's/good', next: [] },
        { id: 'missing', route: 'missing', list: 's/missing', next: [] },
        { id: 'both', route: 'both', screen: 's/one', list: 's/good', next: [] },
        { id: 'neither', route: 'neither', next: [] },
        { id: 'bad-route', route: 'edit/:1d', screen: 's/one', next: [] },
      ],
    },
  ],
});

const findings = lintRepo(lintPathsFor(root)).map(formatFinding);

describe('lint:schemas list screens', () => {
  test.each([
    ['a list node naming a missing list', 'flows/full-flow.json#/steps/0/nodes/3/list: unknown list "s/missing" (no schemas/s/missing.list.json)'],
    ['an add target that is not a node', 'schemas/s/good.list.json#/sections/0/add/to: unknown node "nowhere" in step "s" (flows/full-flow.json#/steps/0/nodes/2 shows this list)'],
    ['an edit target that is not a node', 'schemas/s/good.list.json#/sections/0/edit: unknown node "gone" in step "s" (flows/full-flow.json#/steps/0/nodes/2 shows this list)'],
    ['a duplicate section id', 'schemas/s/good.list.json#/sections/1/id: duplicate section id "jobs"'],
    ['a list no node shows', 'schemas/s/bad.list.json#: list "s/bad" is unreachable (no node of full-flow.json shows it)'],
    ['a node with both screen and list', 'flows/full-flow.json#/steps/0/nodes/4: must name exactly one of screen or list (#/$defs/node/allOf/0/errorMessage)'],
    ['a node with neither', 'flows/full-flow.json#/steps/0/nodes/5: must name exactly one of screen or list (#/$defs/node/allOf/0/errorMessage)'],
  ])('finds %s', (_kind, line) => expect(findings).toContain(line));

  test('checks list files against schemas/list.schema.json, at their pointers', () => {
    expect(findings).toContain('schemas/s/bad.list.json#/sections/0: section lacks "empty", which a section needs');
    expect(findings).toContain('schemas/s/bad.list.json#/sections/0/item/title: must be string (#/$defs/text/type)');
    expect(findings).toContain('schemas/s/bad.list.json#: list has "extra", which a list does not take (it takes $schema, title, note, subtitles, sections, buttons)');
  });

  test('a route parameter must be a name', () =>
    expect(findings.some((l) => l.startsWith('flows/full-flow.json#/steps/0/nodes/6/route: must match pattern'))).toBe(true));

  test('a valid list with valid targets has no findings of its own', () => {
    expect(findings.filter((l) => l.startsWith('schemas/s/good.list.json#/sections/1/') && !l.includes('duplicate'))).toEqual([]);
    expect(findings.some((l) => l.includes('screen "s/one" is unreachable'))).toBe(false);
  });
});

describe('list targets, per step that shows the list', () => {
  const flow = () => JSON.parse(readFileSync(join(repoRoot, 'flows/full-flow.json'), 'utf8')) as Flow;
  const lists = findLists(join(repoRoot, 'schemas'));
  const check = (f: Flow) => checkListNodes(f, lists, { flow: 'flows/full-flow.json', list: (l) => `schemas/${l.path}` }).map(formatFinding);

  test('the repo flow and lists agree', () => expect(check(flow())).toEqual([]));

  test('a node only another step showing the list has is named with the step that lacks it', () => {
    const f = flow();
    const s = f.steps.findIndex((step) => step.id === 'fast-path');
    f.steps[s]!.nodes = f.steps[s]!.nodes.filter((node) => node.id !== 'add-previous-work');
    const n = f.steps[s]!.nodes.findIndex((node) => node.list === 'info/employment-and-income');
    const section = lists.find((l) => l.listId === 'info/employment-and-income')!.definition.sections.findIndex((x) => x.add?.to === 'add-previous-work');
    expect(check(f)).toEqual([
      `schemas/info/employment-and-income.list.json#/sections/${section}/add/to: unknown node "add-previous-work" in step "fast-path" (flows/full-flow.json#/steps/${s}/nodes/${n} shows this list)`,
    ]);
  });
});
