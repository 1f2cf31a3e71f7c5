/** Gift asset types and sources (application-forms section 9, verbatim). */
export const GIFT_TYPES = ['Cash Gift', 'Gift of Equity', 'Grant'] as const;
export const GIFT_SOURCES = [
  'Community Nonprofit', 'Employer', 'Federal Agency', 'Lender', 'Local Agency', 'Parent', 'Relative',
  'Religious Nonprofit', 'State Agency', 'Unmarried Partner', 'Unrelated Friend', 'Other',
] as const;
export type GiftType = (typeof GIFT_TYPES)[number];
export type GiftSource = (typeof GIFT_SOURCES)[number];
