import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogin } from '../../api/hooks/useAccounts';
import { Card } from '../../components/Card';
import { ErrorBanner } from '../../components/ErrorBanner';
import { PageHeading } from '../../components/PageHeading';
import { loginFailure } from './logic/login-failure';
import type { LoginValues } from './logic/login-validation';
import { LoginForm } from './LoginForm';
import { loginMessages } from '../../generated/messages/login';
import { useMessages } from '../../i18n/use-messages';

/** /login: login/start, then Authorize with the state, then the provider's redirect to /login/callback. */
export function LoginPage() {
  const t = useMessages(loginMessages);
  const login = useLogin();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [bannerKey, setBannerKey] = useState<number | null>(null);

  const onSubmit = (values: LoginValues) => {
    setFailure(null);
    setBannerKey(null);
    login.mutate(values, {
      onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
      onError: (error) => {
        const outcome = loginFailure(error);
        if (outcome.kind === 'locked') void navigate('/account-locked');
        else if (outcome.kind === 'message') setFailure(outcome.message);
        else setBannerKey(Date.now());
      },
    });
  };

  return (
    <Card>
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <LoginForm busy={login.isPending || login.isSuccess} failure={failure} onSubmit={onSubmit} />
      {bannerKey !== null && <ErrorBanner key={bannerKey} message={t('bannerText')} onHide={() => setBannerKey(null)} />}
    </Card>
  );
}
