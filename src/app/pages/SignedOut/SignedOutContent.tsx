import { TerminalPage } from '../../components/TerminalPage';
import { ButtonLink } from '../../components/Button';
import { signedOutMessages } from '../../generated/messages/signed-out';
import { useMessages } from '../../i18n/use-messages';

/** What the signed-out page shows: that the borrower signed out, and Sign In back to their offer link or /verify. */
export function SignedOutContent({ signInTo }: { signInTo: string }) {
  const t = useMessages(signedOutMessages);
  return (
    <TerminalPage messages={signedOutMessages}>
      <ButtonLink to={signInTo}>{t('signIn')}</ButtonLink>
    </TerminalPage>
  );
}
