import { conditionFindings } from './condition-checks';
import { schemaLevel } from './condition-names';
import type { Finding } from './types';

/** A condition on the offer facts and its pointer in its file. */
export interface FactsConditionAt {
  condition: unknown;
  at: string;
}

export const OFFER_FACTS_SCHEMA = 'flows/offer-facts.schema.json';

/**
 * Conditions on the offer facts (a fast-path card's `shownWhen`, a list section's `shownWhen`, a subtitle's `when`):
 * each compiles as a JSON Schema, and every name it constrains is a fact of `factsSchema` (flows/offer-facts.schema.json).
 */
export function checkFactsConditions(conditions: FactsConditionAt[], factsSchema: Record<string, unknown>, file: string): Finding[] {
  const level = schemaLevel(factsSchema, '', `the offer facts (${OFFER_FACTS_SCHEMA})`);
  return conditionFindings(conditions.map((condition) => ({ ...condition, level })), file);
}
