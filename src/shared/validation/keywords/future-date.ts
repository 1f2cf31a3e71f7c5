import { _ } from 'ajv';
import { todayKeyword } from './date-keywords';

/** `futureDate: true`: a MM/DD/YYYY date must be strictly after today. Non-strings and non-dates pass. */
export const futureDate = todayKeyword('futureDate', (date, today) => _`${date} <= ${today}`);
