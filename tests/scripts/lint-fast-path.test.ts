import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFactsConditions } from '../../scripts/schema-compiler/lint/facts-conditions';
import { checkFastPath, checkFastPathAgainstFlow, fastPathConditions } from '../../scripts/schema-compiler/lint/fast-path-checks';
import { checkAgainstMetaSchema } from '../../scripts/schema-compiler/lint/meta-schema-findings';
import { repoRoot } from '../../scripts/lib/paths';
import type { FastPath } from '../../src/shared/flow/fast-path/types';
import type { Flow } from '../../src/shared/flow/types';

const readJson = (path: string) => JSON.parse(readFileSync(join(repoRoot, path), 'utf8'));
const meta = readJson('flows/fast-path.schema.json') as object;
const facts = readJson('flows/offer-facts.schema.json') as Record<string, unknown>;
const fastPath = (): FastPath => readJson('flows/fast-path.json') as FastPath;
const metaMessages = (data: unknown) =>
  checkAgainstMetaSchema(data, meta, 'fast-path.json').map((f) => `${f.pointer}: ${f.message.replace(/ \(#.*\)$/, '')}`);
const messages = (data: FastPath) => checkFastPath(data, 'fast-path.json').map((f) => `${f.pointer}: ${f.message}`);

describe('flows/fast-path.json', () => {
  it('the repo file passes its meta-schema and the checks', () => {
    expect(metaMessages(fastPath())).toEqual([]);
    expect(messages(fastPath())).toEqual([]);
  });

  it('reports a card condition that is no JSON Schema, and one naming no offer fact, with their pointers', () => {
    const data = fastPath();
    (data.cards[2] as { shownWhen: unknown }).shownWhen = { field: 'loanType', notIn: ['FHA'] };
    (data.cards[3] as { shownWhen: unknown }).shownWhen = { properties: { loanKind: { not: { enum: ['FHA'] } } } };
    expect(metaMessages(data)).toEqual([]);
    expect(checkFactsConditions(fastPathConditions(data), facts, 'fast-path.json').map((f) => `${f.pointer}: ${f.message}`)).toEqual([
      '/cards/2/shownWhen: not a JSON Schema condition: strict mode: unknown keyword: "field"',
      '/cards/3/shownWhen/properties/loanKind: "loanKind" is not a field of the offer facts (flows/offer-facts.schema.json)',
    ]);
    expect(metaMessages({ ...data, cards: [{ ...data.cards[0], shownWhen: ['loanType'] }] })).toEqual([
      '/cards/0/shownWhen: a condition is a JSON Schema object over the offer facts',
    ]);
  });

  it('reports a route with a leading slash and an unknown section type', () => {
    const data = fastPath() as unknown as { cards: { route: string }[]; sections: { applicationType: string }[] };
    data.cards[0]!.route = '/personal';
    data.sections[1]!.applicationType = 'Declarations';
    expect(metaMessages(data)).toEqual(
      expect.arrayContaining([
        '/cards/0/route: a route under the fast path: lower-case segments or :params (:param? when optional), no leading slash',
        '/sections/1/applicationType: "Declarations" is not one of "PriorLoanReview", "Declaration", "Demographic" (did you mean "Declaration"?)',
      ]),
    );
  });

  it("reports a card whose route is not in the cards section's routes", () => {
    const data = fastPath();
    data.cards[1]!.route = 'addresses';
    expect(messages(data)).toEqual([
      '/cards/1/route: card "current-address" goes to "addresses", which is not a route of section "Prior Loan Info" (/sections/0/routes)',
    ]);
  });

  it('reports duplicate card ids and routes, and a route in two sections', () => {
    const data = fastPath();
    data.cards[1] = { ...data.cards[0]! };
    data.sections[2]!.routes.push('declarations');
    expect(messages(data)).toEqual([
      '/cards/1/id: duplicate card id "personal-details"',
      '/cards/1/route: duplicate card route "personal"',
      '/sections/2/routes/2: route "declarations" is in more than one section (the progress strip\'s bold section must be one)',
    ]);
  });

  it('reports the Review Next Borrower page inside a section, and not exactly one cards section', () => {
    const data = fastPath();
    data.sections[1]!.routes.push('review-next-borrower');
    data.sections[1]!.steps = 'cards';
    expect(messages(data)).toEqual([
      '/sections/1/routes/3: "review-next-borrower" is the Review Next Borrower page, which has no progress strip: it belongs to no section',
      '/sections: exactly one section has "steps": "cards" (found 2)',
    ]);
  });
});

describe('flows/fast-path.json against the flow', () => {
  const flow = () => readJson('flows/full-flow.json') as Flow;
  const files = { fastPath: 'fast-path.json', flow: 'full-flow.json' };
  const against = (data: FastPath, f: Flow) => checkFastPathAgainstFlow(data, f, files).map((x) => `${x.file}#${x.pointer}: ${x.message}`);

  it('the repo files agree', () => {
    expect(against(fastPath(), flow())).toEqual([]);
  });

  it('reports a section route that is no page of the fast-path step, and a page in no section', () => {
    const data = fastPath();
    data.sections[2]!.routes = ['demographics', 'demographics/details'];
    const messages = against(data, flow());
    expect(messages).toContain(
      'fast-path.json#/sections/2/routes/1: section "Demographics" lists "demographics/details", which is no page of the flow\'s step "fast-path" (full-flow.json)',
    );
    expect(messages.some((m) => m.startsWith('full-flow.json#') && m.includes('fast-path page "demographics/demographics-detail" is in no section'))).toBe(true);
  });

  it('reports a missing fast-path step', () => {
    const f = flow();
    f.steps = f.steps.filter((s) => s.route !== '/fast-path');
    expect(against(fastPath(), f)).toEqual(['full-flow.json#/steps: no step has the fast path\'s route "/fast-path" (flows/fast-path.json "route")']);
  });
});
