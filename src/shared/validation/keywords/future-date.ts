import { _, type CodeKeywordDefinition } from 'ajv';
import { dateNumber, todayNumber } from './us-date-code';

/** `futureDate: true`: a MM/DD/YYYY date must be strictly after today. Non-strings and non-dates pass. */
export const futureDate: CodeKeywordDefinition = {
  keyword: 'futureDate',
  type: 'string',
  schemaType: 'boolean',
  code(cxt) {
    if (cxt.schema !== true) return;
    cxt.fail(_`${dateNumber(cxt, cxt.data)} <= ${todayNumber()}`);
  },
};
