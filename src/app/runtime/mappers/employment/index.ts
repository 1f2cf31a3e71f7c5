import type { ContextMapper } from '../types';
import { employmentMapper } from './employment-mapper';

export const employmentMappers: Record<string, ContextMapper> = {
  'info/employment': employmentMapper as ContextMapper,
};
