import type { ListSourceSpec, ScreenBinding } from '../../../src/shared/binding/types';
import { escapePointerToken } from '../../../src/shared/json-pointer';
import { contextNames } from '../../../src/shared/binding/types';
import type { Flow } from '../../../src/shared/flow/types';
import { schemaAt } from './binding-checks';
import { checkConditionCompiles } from './condition-compiles';
import { didYouMean, type Level, openLevel, schemaLevel, unknownNames } from './condition-names';
import type { Finding } from './types';

type Node = Record<string, unknown>;

const PROFILE = '$profile (schemas/api/BorrowerProfile.response.json)';

/** The level of `$ctx`: the context ids. */
const contextLevel: Level = {
  name: (name) => (contextNames.includes(name as never) ? {} : { problem: `"${name}" is not a context id (${contextNames.join(', ')})${didYouMean(name, [...contextNames])}` }),
};

/** The records a binding reads: those of `read.from` and, with `read.each`, those of the list inside them. */
function readLevels(binding: ScreenBinding, profile: Node): { outer: Level; inner?: Level } | undefined {
  const from = binding.read?.from;
  if (typeof from !== 'string') return undefined;
  const at = schemaAt(profile, from);
  const record = at && (at.type === 'array' || at.items !== undefined) ? `${from}/0` : from;
  const outer = schemaLevel(profile, record, `$read (the record at ${from} of the borrower profile)`);
  const each = binding.read?.each?.from;
  if (typeof each !== 'string') return { outer };
  return { outer, inner: schemaLevel(profile, `${record}${each}/0`, `a record of ${each} in the record at ${from}`) };
}

/** `$read`: the record read (an inner one carries its `$parent`), or nothing when the binding reads none. */
function readLevel(binding: ScreenBinding, profile: Node): Level {
  const levels = readLevels(binding, profile);
  if (!levels) return { name: (name) => ({ problem: `"${name}" is never in $read: the binding reads no record (no read.from)` }) };
  return levels.inner ? withParent(levels.inner, levels.outer) : levels.outer;
}

/**
 * The top of a rule's scope document (src/shared/binding/scope.ts): the form's fields, with `$ctx`, `$params`,
 * `$read`, `$profile` and `$complete` beside them.
 */
function scopeLevel(binding: ScreenBinding, form: Node, profile: Node): Level {
  const fields = schemaLevel(form, '', "the screen's schema");
  const beside: Record<string, Level> = {
    $ctx: contextLevel,
    $params: openLevel,
    $read: readLevel(binding, profile),
    $profile: schemaLevel(profile, '', PROFILE),
    $complete: openLevel,
  };
  return { name: (name) => (name in beside ? { inner: beside[name] } : fields.name(name)) };
}

/** Every `$when` of a save body template, with its pointer. */
function templateWhens(template: unknown, at: string): { condition: unknown; at: string }[] {
  if (Array.isArray(template)) return template.flatMap((item, i) => templateWhens(item, `${at}/${i}`));
  if (template === null || typeof template !== 'object') return [];
  return Object.entries(template).flatMap(([key, value]) => {
    const pointer = `${at}/${escapePointerToken(key)}`;
    return key === '$when' ? [{ condition: value, at: pointer }] : templateWhens(value, pointer);
  });
}

/** Findings of conditions: each compiles; then every name it constrains is one of its level's. */
export function conditionFindings(conditions: { condition: unknown; at: string; level: Level }[], file: string): Finding[] {
  return conditions.flatMap(({ condition, at, level }) => {
    const compiles = checkConditionCompiles(condition, at, file);
    return compiles.length > 0 ? compiles : unknownNames(condition, at, level).map((problem) => ({ file, ...problem }));
  });
}

/**
 * A binding's conditions compile, and every name they constrain is there: each rule's `when`, `editWhen`,
 * `save.completeWhen` and a save body's `$when` test the scope document (a field of the screen's schema, a context id
 * under `$ctx`, a profile field under `$profile` and `$read`); `read.where` tests a record of the list read, and
 * `choices[].where` an entry of its list.
 */
export function checkBindingConditions(binding: ScreenBinding, form: Node, profile: Node, file: string): Finding[] {
  const scope = scopeLevel(binding, form, profile);
  const choiceLevel = (from: unknown) => (typeof from === 'string' ? schemaLevel(profile, `${from}/0`, `an entry of ${from} of ${PROFILE}`) : openLevel);
  return conditionFindings([
    ...(binding.rules ?? []).map((rule, i) => ({ condition: rule.when, at: `/rules/${i}/when`, level: scope })),
    { condition: binding.editWhen, at: '/editWhen', level: scope },
    { condition: binding.save?.completeWhen, at: '/save/completeWhen', level: scope },
    ...templateWhens(binding.save?.body, '/save/body').map((when) => ({ ...when, level: scope })),
    ...readConditions(binding, profile),
    ...(binding.choices ?? []).map((choice, i) => ({ condition: choice.where, at: `/choices/${i}/where`, level: choiceLevel(choice.from) })),
  ], file);
}

/** `read.where` and `read.pick.newestWhere` test a record of `read.from`; `read.each.where` one of the list inside it. */
function readConditions(binding: ScreenBinding, profile: Node): { condition: unknown; at: string; level: Level }[] {
  const levels = readLevels(binding, profile);
  const outer = levels?.outer ?? openLevel;
  return [
    { condition: binding.read?.where, at: '/read/where', level: outer },
    { condition: binding.read?.pick?.newestWhere, at: '/read/pick/newestWhere', level: outer },
    { condition: binding.read?.each?.where, at: '/read/each/where', level: levels?.inner ?? openLevel },
  ];
}

/** A record's level with its `$parent` beside its fields. */
function withParent(record: Level, parent: Level): Level {
  return { ...record, name: (name) => (name === '$parent' ? { inner: parent } : record.name(name)) };
}

/** A list source's `where` and `readOnly` test a record of its list, and `each.where` one of the list inside it. */
export function checkSourceConditions(source: ListSourceSpec, profile: Node, at: string, file: string): Finding[] {
  const recordAt = (list: string) => schemaLevel(profile, `${list}/0`, `a record of ${list} of ${PROFILE}`);
  const record = recordAt(source.from);
  const inner = source.each ? recordAt(`${source.from}/0${source.each.from}`) : undefined;
  return conditionFindings([
    { condition: source.where, at: `${at}/where`, level: record },
    // readOnly tests the item's record, which for an inner list carries its $parent too
    { condition: source.readOnly, at: `${at}/readOnly`, level: inner ? withParent(inner, record) : record },
    ...(inner ? [{ condition: source.each?.where, at: `${at}/each/where`, level: inner }] : []),
  ], file);
}

/** What a flow condition's document holds beside the form (src/app/engine/binding/bound-screen.ts `nextDocument`). */
export interface FlowConditionContext {
  /** A screen's bundled schema (undefined for an unknown screen or one that cannot be bundled: reported on its own). */
  schemaOf: (screenId: string) => Node | undefined;
  /** A screen's binding, when it has one that parses. */
  bindingOf: (screenId: string) => ScreenBinding | undefined;
  /** A call's bundled response schema, when it has one. */
  responseOf: (call: string) => Node | undefined;
  profile: Node;
}

/**
 * Every flow node's `next[].when` compiles, and every name it constrains is there: a field of the screen the node shows,
 * or under `$ctx`, `$params`, `$read` (the record its binding reads), `$profile` and `$response` (the save call's answer).
 */
export function checkFlowConditions(flow: Flow, context: FlowConditionContext, file: string): Finding[] {
  return (flow.steps ?? []).flatMap((step, s) =>
    (step.nodes ?? []).flatMap((node, n) => {
      const form = typeof node.screen === 'string' ? context.schemaOf(node.screen) : undefined;
      if (!form) return []; // a list node, or an unknown screen (reported on its own)
      const binding = context.bindingOf(node.screen as string) ?? {};
      const answer = typeof node.save === 'string' ? context.responseOf(node.save) : undefined;
      const response = answer ? schemaLevel(answer, '', `$response (the answer of ${node.save})`) : openLevel;
      const scope = scopeLevel(binding, form, context.profile);
      const level: Level = { name: (name) => (name === '$response' ? { inner: response } : scope.name(name)) };
      return conditionFindings((node.next ?? []).map((next, i) => ({ condition: next?.when, at: `/steps/${s}/nodes/${n}/next/${i}/when`, level })), file);
    }),
  );
}
