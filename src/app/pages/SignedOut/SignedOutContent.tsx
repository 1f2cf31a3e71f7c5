import { TerminalPage } from '../../components/TerminalPage';
import { ButtonLink } from '../../components/Button';
import { signedOutTexts as texts } from './texts';

/** What the signed-out page shows: that the borrower signed out, and Sign In back to their offer link or /verify. */
export function SignedOutContent({ signInTo }: { signInTo: string }) {
  return (
    <TerminalPage texts={texts}>
      <ButtonLink to={signInTo}>{texts.signIn}</ButtonLink>
    </TerminalPage>
  );
}
