import { _, type CodeKeywordDefinition } from 'ajv';
import { dateNumber, todayNumber } from './us-date-code';

/** `maxYearsAgo: 100`: a MM/DD/YYYY date must be at most that many years ago. Non-strings and non-dates pass. */
export const maxYearsAgo: CodeKeywordDefinition = {
  keyword: 'maxYearsAgo',
  type: 'string',
  schemaType: 'number',
  code(cxt) {
    const years = Math.trunc(cxt.schema as number);
    cxt.fail(_`${dateNumber(cxt, cxt.data)} < ${todayNumber()} - ${years * 10000}`);
  },
};
