import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useLogin } from '../../api/hooks/useAccounts';
import { ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { ErrorBanner } from '../../components/ErrorBanner';
import { PageHeading } from '../../components/PageHeading';
import { loginFailure } from './logic/login-failure';
import type { LoginValues } from './logic/login-validation';
import { LoginForm } from './LoginForm';
import { StartSignIn } from './StartSignIn';
import { loginMessages } from '../../generated/messages/login';
import { useMessages } from '../../i18n/use-messages';

/** /login starts a sign-in at the issuer; /login/<uid> is the portal's own provider's sign-in page for it. */
export function LoginPage() {
  const { interaction } = useParams<{ interaction?: string }>();
  return interaction ? <PasswordSignIn interaction={interaction} /> : <StartSignIn />;
}

/**
 * The email and password, checked by the portal's own provider for its sign-in `interaction`; then the browser goes
 * back to the provider, which sends it to /login/callback with a code.
 */
function PasswordSignIn({ interaction }: { interaction: string }) {
  const t = useMessages(loginMessages);
  const login = useLogin(interaction);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [restart, setRestart] = useState(false);
  const [bannerKey, setBannerKey] = useState<number | null>(null);

  const onSubmit = (values: LoginValues) => {
    setFailure(null);
    setBannerKey(null);
    login.mutate(values, {
      onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
      onError: (error) => {
        const outcome = loginFailure(error);
        if (outcome.kind === 'locked') void navigate('/account-locked');
        else if (outcome.kind === 'banner') setBannerKey(Date.now());
        else {
          setFailure(outcome.message);
          setRestart(outcome.kind === 'restart');
        }
      },
    });
  };

  return (
    <Card>
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <LoginForm busy={login.isPending || login.isSuccess} failure={failure} onSubmit={onSubmit} />
      {restart && <ButtonLink to="/login">{t('startAgain')}</ButtonLink>}
      {bannerKey !== null && <ErrorBanner key={bannerKey} message={t('bannerText')} onHide={() => setBannerKey(null)} />}
    </Card>
  );
}
