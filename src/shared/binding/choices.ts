import type { ChoiceSpec, JsonValue, LookupName } from './types';
import { mergeAt } from './ui-pointer';

type Entry = Record<string, unknown>;

const matches = (entry: Entry, where: Record<string, JsonValue> | undefined): boolean =>
  Object.entries(where ?? {}).every(([field, value]) => entry[field] === value);

/** uiSchema overrides giving each select its choices from a reference list (e.g. the non-military income types). */
export function choiceOverrides(choices: readonly ChoiceSpec[], lookups: Partial<Record<LookupName, readonly unknown[]>>): Entry {
  let ui: Entry = {};
  for (const spec of choices) {
    const entries = (lookups[spec.lookup] ?? []) as Entry[];
    const options = entries.filter((entry) => matches(entry, spec.where)).map((entry) => ({ label: entry[spec.label], value: entry[spec.value] }));
    ui = mergeAt(ui, spec.field, { 'ui:options': { choices: options } });
  }
  return ui;
}
