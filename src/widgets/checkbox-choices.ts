import type { EnumOptionsType } from '@rjsf/utils';

/**
 * The choices of a checkbox list: the schema's own options (`enum` + `ui:enumNames`, or `oneOf` titles, as rjsf's
 * `enumOptions`), else those given at run time in `ui:options.choices` (`{ label, value }[]`, e.g. the borrowers on
 * the loan from a binding's `choices`).
 */
export function checkboxChoices(options: { enumOptions?: EnumOptionsType[]; choices?: unknown }): EnumOptionsType[] {
  if (options.enumOptions && options.enumOptions.length > 0) return options.enumOptions;
  if (!Array.isArray(options.choices)) return [];
  return options.choices.filter(
    (c): c is EnumOptionsType => typeof c === 'object' && c !== null && 'value' in c && typeof (c as { label?: unknown }).label === 'string',
  );
}

/** The selection after (un)checking `value`, kept in the order of the choices. */
export function toggleChoice(selected: readonly unknown[], value: unknown, checked: boolean, choices: readonly EnumOptionsType[]): unknown[] {
  const next = new Set(selected.filter((v) => v !== value));
  if (checked) next.add(value);
  const ordered = choices.map((c) => c.value).filter((v) => next.has(v));
  const unknown = [...next].filter((v) => !choices.some((c) => c.value === v));
  return [...ordered, ...unknown];
}
