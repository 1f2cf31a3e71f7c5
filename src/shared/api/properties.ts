/** Property status on add (spec section 9: property status default 1, Retained). */
export const DEFAULT_PROPERTY_STATUS = 1;
