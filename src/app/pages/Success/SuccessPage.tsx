import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { useOfferStatus } from '../../api/hooks/useOfferStatus';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { Spinner } from '../../components/Spinner';
import { SupportContact } from '../../components/SupportContact';
import { offerIdAtom, userIdAtom, userVerifiedAtom } from '../../state/session-atoms';
import { successView } from './logic/success-view';
import { SuccessContent } from './SuccessContent';
import { successMessages } from '../../generated/messages/success';
import { useMessages } from '../../i18n/use-messages';

/** /success: the completion screen after consent or submission. */
export function SuccessPage() {
  const t = useMessages(successMessages);
  const offerId = useAtomValue(offerIdAtom);
  const userId = useAtomValue(userIdAtom);
  const verified = useAtomValue(userVerifiedAtom) === true;
  // With a session the server answers for the session's offer; otherwise the link pair is the credential.
  const status = useOfferStatus(offerId, { customerRecordId: verified ? null : userId });

  if (status.isError) return <Navigate to="/oops" replace />;
  if (offerId != null && !status.data) return <Spinner label={t('loading')} />;
  const view = successView(status.data ?? null, verified);
  return (
    <Card>
      <SuccessContent view={view} />
      {view.showCreateAccount && (
        <>
          <p>{t('createAccountLead')}</p>
          <ButtonLink to="/create-password">{t('createAccount')}</ButtonLink>
        </>
      )}
      <SupportContact />
    </Card>
  );
}
