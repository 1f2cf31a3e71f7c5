export const homeTexts = {
  title: 'Lower Your Monthly Mortgage Payment',
  intro:
    'If you received a refinance offer from us, open the link in your offer email to see your personalized savings, consent to a soft credit check and confirm your loan application online.',
  supportHeading: 'Questions About Your Offer?',
  supportText: 'Our support team can help you with your offer and your application.',
  callSupport: (phone: string) => `Call Support: ${phone}`,
  brokerHeading: 'Looking for a Mortgage Broker?',
  brokerText: 'Find a licensed mortgage broker near you in the NMLS Consumer Access registry.',
  brokerLink: 'Find a Broker',
  brokerPhoneLead: 'Or call',
  loading: 'Loading…',
};

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
