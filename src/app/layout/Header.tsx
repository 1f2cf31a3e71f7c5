import type { ReactNode } from 'react';
import styled from 'styled-components';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { ContactMenu } from './ContactMenu';
import { SignOutButton, type SignOutWidths } from './SignOutButton';
import { ThemeSwitch } from './ThemeSwitch';
import { layoutMessages } from '../generated/messages/layout';
import { useMessages } from '../i18n/use-messages';
import { pageBar } from './page-bar';

const Bar = styled.header`
  ${pageBar}
  gap: 0.5rem 1rem;
  padding-block: 0.5rem;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  /* The browser may paint a page it is still reading. Until the header's next sibling has begun, the header is not
     whole: its content waits, so a control arriving later cannot be seen pushing the earlier ones left. */
  &:not(:has(+ *)) > * {
    visibility: hidden;
  }
`;

const Brand = styled.span`
  font-weight: 700;
  margin-right: auto;
`;

/**
 * Top bar: portal name, optional leading control (the mobile menu button), contact menu, mode switch and, for a
 * verified borrower, Sign Out (at the widths `signOutWidths` says: the main layout's menu holds it at 768 px or less).
 */
export function Header({ leading, signOutWidths = 'all' }: { leading?: ReactNode; signOutWidths?: SignOutWidths }) {
  const t = useMessages(layoutMessages);
  return (
    <Bar>
      {leading}
      <Brand>{t('portalName')}</Brand>
      <LanguageSwitch />
      <ContactMenu />
      <ThemeSwitch />
      <SignOutButton widths={signOutWidths} />
    </Bar>
  );
}
