import type { ContextMapper } from '../types';
import { aboutSubjectPropertyMapper } from './about-subject-property-mapper';
import { giftsLandingMapper, giftsMapper } from './gifts-mappers';

/** The loan flow's screens (hidden step `loan`). */
export const loanMappers: Record<string, ContextMapper> = {
  'loan/about-subject-property': aboutSubjectPropertyMapper as ContextMapper,
  'loan/gifts-or-grants-landing': giftsLandingMapper as ContextMapper,
  'loan/gifts-or-grants': giftsMapper as ContextMapper,
};
