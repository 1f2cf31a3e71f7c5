import type { ContextMapper } from '../types';
import { employmentIncomeMapper } from './employment-income-mapper';
import { employmentMapper } from './employment-mapper';
import { entitlementMapper } from './entitlement-mapper';

export const employmentMappers: Record<string, ContextMapper> = {
  'info/employment': employmentMapper as ContextMapper,
  'info/employment-income': employmentIncomeMapper as ContextMapper,
  'info/entitlement': entitlementMapper as ContextMapper,
};
