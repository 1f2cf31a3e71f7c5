import type { CardRule, FastPathOffer } from './types';

/** Whether a card rule of flows/fast-path.json holds for the offer. */
export function ruleHolds(rule: CardRule, offer: FastPathOffer): boolean {
  if ('anyOf' in rule) return rule.anyOf.some((r) => ruleHolds(r, offer));
  if ('allOf' in rule) return rule.allOf.every((r) => ruleHolds(r, offer));
  const value = offer[rule.field];
  if ('equals' in rule) return value === rule.equals;
  if ('in' in rule) return typeof value === 'string' && rule.in.includes(value);
  return !(typeof value === 'string' && rule.notIn.includes(value));
}
