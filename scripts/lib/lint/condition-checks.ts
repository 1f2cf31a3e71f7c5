import type { Condition, ScreenBinding } from '../../../src/shared/binding/types';
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

/** `$read`: the record read (an item of a list), or nothing when the binding reads none. */
function readLevel(binding: ScreenBinding, profile: Node): Level {
  const from = binding.read?.from;
  if (typeof from !== 'string') return { name: (name) => ({ problem: `"${name}" is never in $read: the binding reads no record (no read.from)` }) };
  const at = schemaAt(profile, from);
  const record = at && (at.type === 'array' || at.items !== undefined) ? `${from}/0` : from;
  return schemaLevel(profile, record, `$read (the record at ${from} of the borrower profile)`);
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

/**
 * Every name a binding's conditions (each rule's `when`, `editWhen`, `save.completeWhen`) constrain is in its scope
 * document: a field of the screen's schema, a context id under `$ctx`, a profile field under `$profile` and `$read`.
 */
export function checkBindingConditions(binding: ScreenBinding, form: Node, profile: Node, file: string): Finding[] {
  const level = scopeLevel(binding, form, profile);
  const conditions: { condition: Condition | undefined; at: string }[] = [
    ...(binding.rules ?? []).map((rule, i) => ({ condition: rule.when, at: `/rules/${i}/when` })),
    { condition: binding.editWhen, at: '/editWhen' },
    { condition: binding.save?.completeWhen, at: '/save/completeWhen' },
  ];
  return conditions.flatMap(({ condition, at }) => unknownNames(condition, at, level).map((problem) => ({ file, ...problem })));
}

/** A flow condition sees the form data only (src/shared/flow/next-route.ts): the fields of the node's screen. */
function formLevel(form: Node): Level {
  const fields = schemaLevel(form, '', "the screen's schema");
  return {
    name: (name) =>
      name.startsWith('$') ? { problem: `"${name}" is never there: a flow condition sees the form data only` } : fields.name(name),
  };
}

/** Every flow node's `next[].when` compiles, and every name it constrains is a field of the screen the node shows (`schemaOf`, bundled). */
export function checkFlowConditions(flow: Flow, schemaOf: (screenId: string) => Node | undefined, file: string): Finding[] {
  return (flow.steps ?? []).flatMap((step, s) =>
    (step.nodes ?? []).flatMap((node, n) => {
      const form = typeof node.screen === 'string' ? schemaOf(node.screen) : undefined;
      if (!form) return []; // a list node, or an unknown screen (reported on its own)
      const level = formLevel(form);
      return (node.next ?? []).flatMap((next, i) => {
        const at = `/steps/${s}/nodes/${n}/next/${i}/when`;
        const compiles = checkConditionCompiles(next?.when, at, file);
        return compiles.length > 0 ? compiles : unknownNames(next?.when, at, level).map((problem) => ({ file, ...problem }));
      });
    }),
  );
}
