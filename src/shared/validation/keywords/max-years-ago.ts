import { _ } from 'ajv';
import { yearsAgoKeyword } from './date-keywords';

/** `maxYearsAgo: 100`: a MM/DD/YYYY date must be at most that many years ago. Non-strings and non-dates pass. */
export const maxYearsAgo = yearsAgoKeyword('maxYearsAgo', (date, yearsAgo) => _`${date} < ${yearsAgo}`);
