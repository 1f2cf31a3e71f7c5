import { _ } from 'ajv';
import { todayKeyword } from './date-keywords';

/** `notFuture: true`: a MM/DD/YYYY date must be today or earlier. Non-strings and non-dates pass. */
export const notFuture = todayKeyword('notFuture', (date, today) => _`${date} > ${today}`);
