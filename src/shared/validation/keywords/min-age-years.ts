import { _ } from 'ajv';
import { yearsAgoKeyword } from './date-keywords';

/** `minAgeYears: 18`: a MM/DD/YYYY birth date lies that many years or more in the past. Non-strings and non-dates pass. */
export const minAgeYears = yearsAgoKeyword('minAgeYears', (date, yearsAgo) => _`${date} > ${yearsAgo}`);
