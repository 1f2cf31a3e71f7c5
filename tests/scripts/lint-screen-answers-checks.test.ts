import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkScreenAnswers } from '../../scripts/schema-compiler/lint/screen-answers-checks';
import { repoRoot } from '../../scripts/lib/paths';
import type { ScreenBinding } from '../../src/shared/binding/types';
import type { Flow } from '../../src/shared/flow/types';

const fixture = join(repoRoot, 'tests/fixtures/analyst-screen');
const favourite = JSON.parse(readFileSync(join(fixture, 'schemas/extra/favourite-color.binding.json'), 'utf8')) as ScreenBinding;
const { node } = JSON.parse(readFileSync(join(fixture, 'flow-node.json'), 'utf8')) as { node: Flow['steps'][number]['nodes'][number] };
const languages = { id: 'languages', route: 'languages', screen: 'info/preferred-language', save: 'SaveScreenAnswers', next: [] };
const flow = { id: 'f', end: '/x', steps: [{ id: 'info', route: '/info', nodes: [languages, { ...node, next: [] }] }] } as unknown as Flow;
const check = (binding: ScreenBinding, screenId = 'extra/favourite-color', f = flow) =>
  checkScreenAnswers(binding, screenId, f, 'b.json').map((x) => `${x.pointer}: ${x.message}`);

describe('screen answers', () => {
  it("accept the analyst screen's binding: it reads and saves its own answers", () => expect(check(favourite)).toEqual([]));

  it('report a read of answers no screen saves, naming the screens that do, closest first', () =>
    expect(check({ ...favourite, read: { from: '/screenAnswers/info/preferred-languag' } })).toEqual([
      '/read/from: "/screenAnswers/info/preferred-languag" reads the answers of "info/preferred-languag", which no flow node saves through SaveScreenAnswers; screens that do save answers: info/preferred-language, extra/favourite-color',
    ]));

  it('report a read of answers when no screen saves any, and a pointer that names no screen', () => {
    const noneSave = { ...flow, steps: [{ ...flow.steps[0]!, nodes: [] }] } as Flow;
    expect(check({ display: true, read: { from: '/screenAnswers/extra/favourite-color' } }, 'extra/favourite-color', noneSave)).toEqual([
      '/read/from: "/screenAnswers/extra/favourite-color" reads the answers of "extra/favourite-color", which no flow node saves through SaveScreenAnswers; no screen saves its answers yet',
    ]);
    expect(check({ ...favourite, read: { from: '/screenAnswers/extra' } })).toEqual([
      '/read/from: "/screenAnswers/extra" names no screen (/screenAnswers/<step>/<screen>); screens that do save answers: extra/favourite-color, info/preferred-language',
    ]);
  });

  it("report a save body whose screenId is another screen's", () => {
    const body = { ...(favourite.save!.body as Record<string, never>), screenId: 'info/preferred-language' };
    expect(check({ ...favourite, save: { body } })).toEqual([
      '/save/body/screenId: sends "info/preferred-language" to SaveScreenAnswers, which keeps a screen\'s answers only under its own id: "extra/favourite-color"',
    ]);
  });
});
