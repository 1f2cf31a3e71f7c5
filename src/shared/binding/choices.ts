import type { Holds } from '../condition/holds';
import { getAtPointer } from '../json-pointer';
import { evaluateLogic } from './logic';
import type { ChoiceSpec, LookupName } from './types';
import { mergeAt } from './ui-pointer';

type Entry = Record<string, unknown>;

const labelOf = (spec: ChoiceSpec, entry: Entry): unknown =>
  typeof spec.label === 'string' ? entry[spec.label] : evaluateLogic(spec.label, entry);

/**
 * uiSchema overrides giving each select its choices from a reference list (the non-military income types) or a list
 * of the profile (the loan's borrowers).
 */
export function choiceOverrides(
  choices: readonly ChoiceSpec[],
  lookups: Partial<Record<LookupName, readonly unknown[]>>,
  profile: unknown,
  holds: Holds,
): Entry {
  let ui: Entry = {};
  for (const spec of choices) {
    const list = spec.lookup !== undefined ? lookups[spec.lookup] : getAtPointer(profile, spec.from);
    const entries = (Array.isArray(list) ? list : []) as Entry[];
    const options = entries.filter((entry) => spec.where === undefined || holds(spec.where, entry)).map((entry) => ({ label: labelOf(spec, entry), value: entry[spec.value] }));
    ui = mergeAt(ui, spec.field, { 'ui:options': { choices: options } });
  }
  return ui;
}
