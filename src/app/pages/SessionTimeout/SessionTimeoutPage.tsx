import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { SupportContact } from '../../components/SupportContact';
import { endSessionAtom, offerIdAtom, userIdAtom } from '../../state/session-atoms';
import { canSignInAgain } from './logic/sign-in';
import { sessionTimeoutMessages } from '../../generated/messages/session-timeout';
import { useMessages } from '../../i18n/use-messages';

/** /session-timeout: shown after 300 s without activity. */
export function SessionTimeoutPage() {
  const t = useMessages(sessionTimeoutMessages);
  const offerId = useAtomValue(offerIdAtom);
  const userId = useAtomValue(userIdAtom);
  const endSession = useSetAtom(endSessionAtom);
  // An idle session ends here: the verified flag goes false, so guarded pages ask for identity again.
  useEffect(() => endSession(), [endSession]);
  return (
    <Card>
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('text')}</p>
      {canSignInAgain(offerId, userId) && (
        <>
          <p>{t('signInLead')}</p>
          <ButtonLink to="/verify">{t('signIn')}</ButtonLink>
        </>
      )}
      <SupportContact />
    </Card>
  );
}
