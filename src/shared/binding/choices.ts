import { getAtPointer } from '../json-pointer';
import { evaluateLogic } from './logic';
import type { ChoiceSpec, JsonValue, LookupName } from './types';
import { mergeAt } from './ui-pointer';

type Entry = Record<string, unknown>;

const matches = (entry: Entry, where: Record<string, JsonValue> | undefined): boolean =>
  Object.entries(where ?? {}).every(([field, value]) => entry[field] === value);

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
): Entry {
  let ui: Entry = {};
  for (const spec of choices) {
    const list = spec.lookup !== undefined ? lookups[spec.lookup] : getAtPointer(profile, spec.from);
    const entries = (Array.isArray(list) ? list : []) as Entry[];
    const options = entries.filter((entry) => matches(entry, spec.where)).map((entry) => ({ label: labelOf(spec, entry), value: entry[spec.value] }));
    ui = mergeAt(ui, spec.field, { 'ui:options': { choices: options } });
  }
  return ui;
}
