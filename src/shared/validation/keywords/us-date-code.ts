import { _, type Code, type Name } from 'ajv';
import type { KeywordCxt } from 'ajv';
import { usePattern } from 'ajv/dist/vocabularies/code';

// Build-time helpers that emit inline code only: the generated validators never import this module.
const US_DATE_PATTERN = '^(0[1-9]|1[0-2])/(0[1-9]|[12][0-9]|3[01])/[0-9]{4}$';

/** Name of a regexp (scope value, inlined in standalone code) matching the MM/DD/YYYY shape. */
export function usDatePattern(cxt: KeywordCxt): Name {
  return usePattern(cxt, US_DATE_PATTERN);
}

/** Code: the date as the number YYYYMMDD, or NaN when the string is not MM/DD/YYYY (so comparisons are false). */
export function dateNumber(cxt: KeywordCxt, data: Code | Name): Code {
  const rx = usDatePattern(cxt);
  return _`(${rx}.test(${data}) ? +${data}.slice(6, 10) * 10000 + +${data}.slice(0, 2) * 100 + +${data}.slice(3, 5) : NaN)`;
}

/** Code: today's local date as the number YYYYMMDD, evaluated when the validator runs. */
export function todayNumber(): Code {
  return _`(new Date().getFullYear() * 10000 + (new Date().getMonth() + 1) * 100 + new Date().getDate())`;
}

/** Parses "MM/DD/YYYY" at build time into YYYYMMDD. */
export function parseUsDate(text: string): number {
  const match = new RegExp(US_DATE_PATTERN).exec(text);
  if (!match) throw new Error(`expected a MM/DD/YYYY date, got "${text}"`);
  return Number(text.slice(6, 10)) * 10000 + Number(text.slice(0, 2)) * 100 + Number(text.slice(3, 5));
}
