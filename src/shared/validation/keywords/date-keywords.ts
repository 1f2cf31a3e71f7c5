import { _, type Code, type CodeKeywordDefinition, type KeywordCxt } from 'ajv';
import { dateNumber, todayNumber } from './us-date-code';

/** A `keyword: true` switch on a string: fails where `fails` holds (the keyword set to false checks nothing). */
export function switchKeyword(keyword: string, fails: (cxt: KeywordCxt) => Code): CodeKeywordDefinition {
  return {
    keyword,
    type: 'string',
    schemaType: 'boolean',
    code(cxt) {
      if (cxt.schema !== true) return;
      cxt.fail(fails(cxt));
    },
  };
}

/** A `keyword: true` switch comparing a MM/DD/YYYY date (as YYYYMMDD) with today's. */
export function todayKeyword(keyword: string, fails: (date: Code, today: Code) => Code): CodeKeywordDefinition {
  return switchKeyword(keyword, (cxt) => fails(dateNumber(cxt, cxt.data), todayNumber()));
}

/** A `keyword: N` comparing a MM/DD/YYYY date (as YYYYMMDD) with the same day N whole years ago. */
export function yearsAgoKeyword(keyword: string, fails: (date: Code, yearsAgo: Code) => Code): CodeKeywordDefinition {
  return {
    keyword,
    type: 'string',
    schemaType: 'number',
    code(cxt) {
      const years = Math.trunc(cxt.schema as number);
      cxt.fail(fails(dateNumber(cxt, cxt.data), _`${todayNumber()} - ${years * 10000}`));
    },
  };
}
