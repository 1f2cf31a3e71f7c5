/** Business constants of portal-journey section 9 (support line, footer licensing) shown across pages. */
export const supportPhone = {
  display: '844-66-OFFER (844-666-3337)',
  href: 'tel:+18446663337',
};

// The spec leaves the mailbox as {email}; this address is a placeholder for the lender's own.
export const supportEmail = {
  display: 'support@refi-portal.local',
  href: 'mailto:support@refi-portal.local',
};

export const licensing = { id: '#3038', year: 2023 };

export const footerLinks = {
  loanServicing: 'https://www.consumerfinance.gov/owning-a-home/',
  privacyPolicy: '/privacy-policy.html',
  termsOfUse: '/terms-of-use',
  licensingRegistry: 'https://www.nmlsconsumeraccess.org/',
};
