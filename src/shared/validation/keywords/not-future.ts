import { _, type CodeKeywordDefinition } from 'ajv';
import { dateNumber, todayNumber } from './us-date-code';

/** `notFuture: true`: a MM/DD/YYYY date must be today or earlier. Non-strings and non-dates pass. */
export const notFuture: CodeKeywordDefinition = {
  keyword: 'notFuture',
  type: 'string',
  schemaType: 'boolean',
  code(cxt) {
    if (cxt.schema !== true) return;
    cxt.fail(_`${dateNumber(cxt, cxt.data)} > ${todayNumber()}`);
  },
};
