import { _, type CodeKeywordDefinition } from 'ajv';
import { dateNumber, parseUsDate } from './us-date-code';

/** `notBefore: "01/01/1900"`: a MM/DD/YYYY date must be on or after the given date. Non-strings and non-dates pass. */
export const notBefore: CodeKeywordDefinition = {
  keyword: 'notBefore',
  type: 'string',
  schemaType: 'string',
  code(cxt) {
    const earliest = parseUsDate(cxt.schema as string);
    cxt.fail(_`${dateNumber(cxt, cxt.data)} < ${earliest}`);
  },
};
