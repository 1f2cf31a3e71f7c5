/** Broker finder (portal-journey section 9 "broker-finder phone"): the NMLS Consumer Access registry and its call center. */
export const brokerFinder = {
  url: 'https://www.nmlsconsumeraccess.org/',
  phone: { display: '1-855-665-7123', href: 'tel:+18556657123' },
};

/** Hero images; the narrow one is used at 768 px or less (portal-journey section 9 mobile breakpoint). */
export const heroImages = {
  wide: '/hero-wide.svg',
  narrow: '/hero-narrow.svg',
  narrowMedia: '(max-width: 768px)',
};
