import { useEffect, useRef, useState } from 'react';
import { startLogin } from '../../api/hooks/useAccounts';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { PageHeading } from '../../components/PageHeading';
import { Spinner } from '../../components/Spinner';
import { loginMessages } from '../../generated/messages/login';
import { useMessages } from '../../i18n/use-messages';

/** /login: login/start, then the browser goes to the issuer's sign-in (the portal's own page, or the lender's provider). */
export function StartSignIn() {
  const t = useMessages(loginMessages);
  const [failed, setFailed] = useState(false);
  // One sign-in per visit (React may run effects twice in development).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startLogin()
      .then(({ authorizationRequestUrl }) => window.location.assign(authorizationRequestUrl))
      .catch(() => setFailed(true));
  }, []);

  return (
    <Card>
      <PageHeading>{t('title')}</PageHeading>
      {failed ? (
        <>
          <Alert>{t('bannerText')}</Alert>
          <Button type="button" onClick={() => window.location.reload()}>{t('tryAgain')}</Button>
        </>
      ) : (
        <Spinner label={t('startingSignIn')} />
      )}
    </Card>
  );
}
