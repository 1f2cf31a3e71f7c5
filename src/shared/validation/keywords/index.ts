import type { CodeKeywordDefinition } from 'ajv';
import { dateAfter } from './date-after';
import { futureDate } from './future-date';
import { maxYearsAgo } from './max-years-ago';
import { minAgeYears } from './min-age-years';
import { notBefore } from './not-before';
import { notFuture } from './not-future';
import { fieldErrors } from './field-errors';
import { usDate } from './us-date';

/** Our custom keywords, in registration order (fieldErrors must come after ajv-errors). */
export const customKeywords: CodeKeywordDefinition[] = [
  usDate,
  notFuture,
  notBefore,
  minAgeYears,
  futureDate,
  maxYearsAgo,
  dateAfter,
  fieldErrors,
];
