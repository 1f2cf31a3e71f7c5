import { useAtomValue } from 'jotai';
import styled, { css } from 'styled-components';
import { userVerifiedAtom } from '../state/session-atoms';
import { OutlineButton } from './MobileButton';
import { layoutMessages } from '../generated/messages/layout';
import { useMessages } from '../i18n/use-messages';
import { useSignOut } from './useSignOut';

/** Which widths show this copy of the control: the main layout's header (wide) hands it to the menu (narrow). */
export type SignOutWidths = 'all' | 'wide' | 'narrow';

const Control = styled(OutlineButton)<{ $widths: SignOutWidths }>`
  cursor: pointer;
  ${({ $widths, theme }) =>
    $widths === 'wide' &&
    css`
      @media (max-width: ${theme.breakpoint.mobile}) {
        display: none;
      }
    `}
  ${({ $widths, theme }) =>
    $widths === 'narrow' &&
    css`
      display: none;
      @media (max-width: ${theme.breakpoint.mobile}) {
        display: block;
        width: 100%;
        margin-bottom: 1.5rem;
      }
    `}
`;

/** Sign Out, for a verified borrower only (also an account holder signed in through /login). */
export function SignOutButton({ widths = 'all' }: { widths?: SignOutWidths }) {
  const t = useMessages(layoutMessages);
  const verified = useAtomValue(userVerifiedAtom) === true;
  const { signOut, signingOut } = useSignOut();
  if (!verified) return null;
  return (
    <Control type="button" $widths={widths} disabled={signingOut} onClick={() => void signOut()}>
      {t('signOut')}
    </Control>
  );
}
