// List sections' `shownWhen` and list `subtitles`: JSON Schema conditions on the offer facts (flows/offer-facts.schema.json).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkListFiles } from '../../scripts/schema-compiler/lint/list-checks';
import { repoRoot } from '../../scripts/lib/paths';
import type { ListDefinition } from '../../src/shared/flow/list-types';

const readJson = (path: string) => JSON.parse(readFileSync(join(repoRoot, path), 'utf8')) as Record<string, unknown>;
const meta = readJson('schemas/list.schema.json');
const facts = readJson('flows/offer-facts.schema.json');
const assets = () => readJson('schemas/fast-path/assets-and-properties.list.json') as unknown as ListDefinition;
const messages = (definition: ListDefinition) =>
  checkListFiles([{ listId: 'fast-path/assets-and-properties', path: 'x', definition }], meta, facts, () => 'x').map(
    (f) => `${f.pointer}: ${f.message.replace(/ \(#.*\)$/, '')}`,
  );

describe('list conditions (shownWhen, subtitles)', () => {
  it("the fast path's assets-and-properties list validates", () => expect(messages(assets())).toEqual([]));

  it('names an unknown fact at its pointer, also inside anyOf, with the likely meant one', () => {
    const data = assets();
    data.sections[0]!.shownWhen = { anyOf: [{ properties: { occupancyTyp: { enum: ['Investment Property'] } } }] };
    data.subtitles![1]!.when = { required: ['realEstate'] };
    expect(messages(data)).toEqual([
      '/sections/0/shownWhen/anyOf/0/properties/occupancyTyp: "occupancyTyp" is not a field of the offer facts (flows/offer-facts.schema.json) (did you mean "occupancyType"?)',
      '/subtitles/1/when/required/0: "realEstate" is not a field of the offer facts (flows/offer-facts.schema.json)',
    ]);
  });

  it('reports a condition that is no JSON Schema (a keyword it does not have) and a bad subtitle', () => {
    const data = assets();
    data.sections[1]!.shownWhen = { field: 'showRealEstateSection', equals: true };
    data.subtitles![0] = { when: data.subtitles![0]!.when, txt: 'Hello' } as never;
    expect(messages(data)).toEqual([
      '/subtitles/0: a subtitle needs its "text"',
      '/subtitles/0: a subtitle has only "when" (a condition) and "text"',
      '/sections/1/shownWhen: not a JSON Schema condition: strict mode: unknown keyword: "field"',
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

  it("says what a condition is as flows/fast-path.schema.json says it", () => {
    const condition = (schema: Record<string, unknown>) => (schema.$defs as Record<string, unknown>).condition;
    expect(condition(meta)).toEqual(condition(readJson('flows/fast-path.schema.json')));
  });
});
