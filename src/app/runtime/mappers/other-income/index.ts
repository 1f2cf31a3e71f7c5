import type { ContextMapper } from '../types';
import { otherIncomeMapper } from './other-income-mapper';

export const otherIncomeMappers: Record<string, ContextMapper> = {
  'info/other-income': otherIncomeMapper as ContextMapper,
};
