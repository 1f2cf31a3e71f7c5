import { _, type Code, type CodeKeywordDefinition } from 'ajv';
import { dateNumber } from './us-date-code';

/**
 * `dateAfter: { "$data": "1/startDate" }`: a MM/DD/YYYY date must be strictly after another field's date.
 * Passes when either value is not a MM/DD/YYYY string (their own rules report that).
 */
export const dateAfter: CodeKeywordDefinition = {
  keyword: 'dateAfter',
  type: 'string',
  $data: true,
  code(cxt) {
    // With $data, schemaCode is the code reading the other field's value.
    const other = cxt.schemaCode as Code;
    cxt.fail(_`typeof ${other} == "string" && ${dateNumber(cxt, cxt.data)} <= ${dateNumber(cxt, other)}`);
  },
};
