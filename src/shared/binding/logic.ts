import jsonLogic from 'json-logic-js';
import { formatUsDollars } from '../us-dollars';

// JSON Logic has no rounding; money totals need cents: { "round": [value, 2] }.
jsonLogic.add_operation('round', (value: unknown, digits: unknown = 0) => {
  const factor = 10 ** Number(digits);
  return Math.round(Number(value) * factor) / factor;
});

const blank = (part: unknown): boolean => part === null || part === undefined || String(part).trim() === '';

// Money as the lists show it: { "money": value } -> "$1,250.00" ("-$75.00"); no number, no text.
jsonLogic.add_operation('money', (value: unknown) => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return formatUsDollars(value);
});

// A sum where blank values count 0: { "sum": [a, b, c] } (JSON Logic's "+" gives no number when one is null).
jsonLogic.add_operation('sum', (...values: unknown[]) =>
  values.reduce<number>((total, value) => total + (typeof value === 'number' && Number.isFinite(value) ? value : 0), 0));

// Two addresses are the same when street, unit, city, state, ZIP and country are equal ignoring case and whitespace
// (no country = US): { "sameAddress": [{ "var": "addressInfo" }, { "var": "primary" }] }.
const squash = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, '').toLowerCase() : '');
const ADDRESS_PARTS = ['streetAddress', 'unitNum', 'city', 'state', 'zipCode'] as const;
jsonLogic.add_operation('sameAddress', (a: unknown, b: unknown) => {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return ADDRESS_PARTS.every((part) => squash(x[part]) === squash(y[part])) && (squash(x.country) || 'us') === (squash(y.country) || 'us');
});

// Parts joined, blank ones left out, lists flattened: { "join": [", ", street, unit] } -> "1 Main St, Unit 4".
jsonLogic.add_operation('join', (separator: unknown, ...parts: unknown[]) =>
  parts.flat().filter((part) => !blank(part)).map((part) => String(part).trim()).join(String(separator)));

// The items of a list whose field is one of the values: { "select": [{ "var": "$profile.loanBorrowers" },
// "applicationId", { "var": "applicationIds" }] } (JSON Logic's filter sees only the item, not the record).
jsonLogic.add_operation('select', (list: unknown, field: unknown, values: unknown) =>
  Array.isArray(list) && Array.isArray(values)
    ? list.filter((item: unknown) => item !== null && typeof item === 'object' && values.includes((item as Record<string, unknown>)[String(field)]))
    : []);

// The key of the item after the one whose key is `current` (compared as text), or of the first item when `current`
// is null: { "nextOf": [{ "var": "lenders" }, "liabilityId", { "var": "$params.lenderId" }] }; null when there is none.
jsonLogic.add_operation('nextOf', (list: unknown, key: unknown, current: unknown) => {
  if (!Array.isArray(list)) return null;
  const keys = list.map((item: unknown) => (item !== null && typeof item === 'object' ? (item as Record<string, unknown>)[String(key)] : undefined));
  const index = current === null || current === undefined ? 0 : keys.findIndex((k) => k !== undefined && k !== null && String(k) === String(current)) + 1;
  return index > 0 || current === null || current === undefined ? (keys[index] ?? null) : null;
});

/** A JSON Logic value (https://jsonlogic.com) over a scope document; NaN (a sum over blank fields) is no value. */
export function evaluateLogic(logic: unknown, document: Record<string, unknown>): unknown {
  const value: unknown = jsonLogic.apply(logic as jsonLogic.RulesLogic, document);
  return typeof value === 'number' && !Number.isFinite(value) ? undefined : value;
}
