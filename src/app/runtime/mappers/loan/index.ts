import type { ContextMapper } from '../types';
import { aboutSubjectPropertyMapper } from './about-subject-property-mapper';
import { giftsLandingMapper, giftsMapper } from './gifts-mappers';
import { moreAboutPropertyMapper } from './more-about-property-mapper';
import { subjectPropertyAddressMapper } from './subject-property-address-mapper';

/** The loan flow's screens (hidden step `loan`). */
export const loanMappers: Record<string, ContextMapper> = {
  'loan/subject-property-address': subjectPropertyAddressMapper as ContextMapper,
  'loan/about-subject-property': aboutSubjectPropertyMapper as ContextMapper,
  'loan/more-about-property': moreAboutPropertyMapper as ContextMapper,
  'loan/gifts-or-grants-landing': giftsLandingMapper as ContextMapper,
  'loan/gifts-or-grants': giftsMapper as ContextMapper,
};
