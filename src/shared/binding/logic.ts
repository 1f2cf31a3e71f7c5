import jsonLogic from 'json-logic-js';

// JSON Logic has no rounding; money totals need cents: { "round": [value, 2] }.
jsonLogic.add_operation('round', (value: unknown, digits: unknown = 0) => {
  const factor = 10 ** Number(digits);
  return Math.round(Number(value) * factor) / factor;
});

/** A JSON Logic value (https://jsonlogic.com) over a scope document; NaN (a sum over blank fields) is no value. */
export function evaluateLogic(logic: unknown, document: Record<string, unknown>): unknown {
  const value: unknown = jsonLogic.apply(logic as jsonLogic.RulesLogic, document);
  return typeof value === 'number' && !Number.isFinite(value) ? undefined : value;
}
