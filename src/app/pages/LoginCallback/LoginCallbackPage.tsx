import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/api-error';
import { useLoginEnd } from '../../api/hooks/useAccounts';
import { Alert } from '../../components/Alert';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { offerIdAtom, storeVerifiedSessionAtom, userIdAtom } from '../../state/session-atoms';
import { loginSession } from './logic/login-session';
import { loginCallbackMessages } from '../../generated/messages/login-callback';
import { useMessages } from '../../i18n/use-messages';

/** /login/callback: login/end with this page's URL, store the session, go to the dashboard. */
export function LoginCallbackPage() {
  const t = useMessages(loginCallbackMessages);
  const loginEnd = useLoginEnd();
  const storeSession = useSetAtom(storeVerifiedSessionAtom);
  const setOfferId = useSetAtom(offerIdAtom);
  const setUserId = useSetAtom(userIdAtom);
  const navigate = useNavigate();
  // Why the sign-in did not complete: an identity no account uses is told as such, anything else in general.
  const [failure, setFailure] = useState<string | null>(null);
  // The code can be exchanged once only (React may run effects twice in development).
  const started = useRef(false);
  const { mutate } = loginEnd;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(
      { pageUrl: window.location.href },
      {
        onSuccess: (answer) => {
          const session = loginSession(answer);
          if (!session) {
            setFailure(t('failed'));
            return;
          }
          storeSession(session);
          if (session.offerId != null) setOfferId(session.offerId);
          if (session.userId != null) setUserId(session.userId);
          void navigate('/borrower-dashboard', { replace: true });
        },
        onError: (error) => setFailure(isApiError(error) && error.code === 'NO_ACCOUNT_FOR_IDENTITY' ? error.message : t('failed')),
      },
    );
  }, [mutate, storeSession, setOfferId, setUserId, navigate, t]);

  return (
    <Card>
      <PageHeading>{t('title')}</PageHeading>
      {failure ? (
        <>
          <Alert>{failure}</Alert>
          <ButtonLink to="/login">{t('signInAgain')}</ButtonLink>
        </>
      ) : (
        <Spinner label={t('wait')} />
      )}
    </Card>
  );
}
