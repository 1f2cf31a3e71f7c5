// List sections' `shownWhen` and list `subtitles`: the fast path's rule language in schemas/list.schema.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkListFiles } from '../../scripts/lib/lint/list-checks';
import { repoRoot } from '../../scripts/lib/paths';
import type { ListDefinition } from '../../src/shared/flow/list-types';

const readJson = (path: string) => JSON.parse(readFileSync(join(repoRoot, path), 'utf8')) as Record<string, unknown>;
const meta = readJson('schemas/list.schema.json');
const assets = () => readJson('schemas/fast-path/assets-and-properties.list.json') as unknown as ListDefinition;
const messages = (definition: ListDefinition) =>
  checkListFiles([{ listId: 'fast-path/assets-and-properties', path: 'x', definition }], meta, () => 'x').map(
    (f) => `${f.pointer}: ${f.message.replace(/ \(#.*\)$/, '')}`,
  );
const shape = 'a rule is { field, equals | in | notIn } or { anyOf | allOf: [rules] } (fields: loanType, occupancyType, showRealEstateSection)';

describe('list rules (shownWhen, subtitles)', () => {
  it('the fast path\'s assets-and-properties list validates', () => expect(messages(assets())).toEqual([]));

  it('names an unknown fact at its pointer, also inside anyOf/allOf', () => {
    const data = assets();
    data.sections[0]!.shownWhen = { anyOf: [{ field: 'occupancy', in: ['Investment Property'] }] } as never;
    data.subtitles![1]!.when = { field: 'realEstate', equals: true } as never;
    expect(messages(data)).toEqual(
      expect.arrayContaining([
        '/sections/0/shownWhen/anyOf/0/field: unknown fact "occupancy" (a rule reads loanType, occupancyType, showRealEstateSection)',
        '/subtitles/1/when/field: unknown fact "realEstate" (a rule reads loanType, occupancyType, showRealEstateSection)',
        `/sections/0/shownWhen: ${shape}`,
      ]),
    );
  });

  it('reports a rule of the wrong shape and a bad subtitle', () => {
    const data = assets();
    data.sections[1]!.shownWhen = { field: 'showRealEstateSection', is: true } as never;
    data.subtitles![0] = { when: data.subtitles![0]!.when, txt: 'Hello' } as never;
    expect(messages(data)).toEqual([
      `/subtitles/0: a subtitle needs its "text"`,
      `/subtitles/0: a subtitle has only "when" (a rule) and "text"`,
      `/sections/1/shownWhen: ${shape}`,
    ]);
  });

  it('reports a default subtitle before others, and a note beside subtitles', () => {
    const data = assets();
    data.subtitles!.unshift({ text: 'Always' });
    data.note = 'Also a note';
    expect(messages(data)).toEqual([
      ': give either note or subtitles, not both',
      '/subtitles/0: a subtitle without "when" is the default and goes last (the ones after it are never shown)',
    ]);
  });

  it("keeps the rule language equal to flows/fast-path.schema.json's", () => {
    const defs = (schema: Record<string, unknown>) => schema.$defs as Record<string, Record<string, unknown>>;
    const { description: _d, $comment: _c, ...condition } = defs(meta).condition!;
    const { description: _fd, ...fastPathCondition } = defs(readJson('flows/fast-path.schema.json')).condition!;
    expect(condition).toEqual(fastPathCondition);
    for (const name of ['field', 'values']) expect(defs(meta)[name], name).toEqual(defs(readJson('flows/fast-path.schema.json'))[name]);
  });
});
