import { _, type CodeKeywordDefinition } from 'ajv';
import { dateNumber, todayNumber } from './us-date-code';

/** `minAgeYears: 18`: a MM/DD/YYYY birth date lies that many years or more in the past. Non-strings and non-dates pass. */
export const minAgeYears: CodeKeywordDefinition = {
  keyword: 'minAgeYears',
  type: 'string',
  schemaType: 'number',
  code(cxt) {
    const years = Math.trunc(cxt.schema as number);
    cxt.fail(_`${dateNumber(cxt, cxt.data)} > ${todayNumber()} - ${years * 10000}`);
  },
};
