import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCreateAccount } from '../../api/hooks/useAccounts';
import { Card } from '../../components/Card';
import { ErrorBanner } from '../../components/ErrorBanner';
import { PageHeading } from '../../components/PageHeading';
import { CreatePasswordForm } from './CreatePasswordForm';
import { createAccountFailure } from './logic/create-account-failure';
import { createPasswordMessages } from '../../generated/messages/create-password';
import { useMessages } from '../../i18n/use-messages';

interface Banner {
  key: number;
  message: string | null;
}

/** /create-password: after submission, create an account (POST /api/CreateAccount). */
export function CreatePasswordPage() {
  const t = useMessages(createPasswordMessages);
  const createAccount = useCreateAccount();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);

  const onSubmit = (password: string) => {
    setFieldError(null);
    setBanner(null);
    createAccount.mutate(
      { password },
      {
        onError: (error) => {
          const failure = createAccountFailure(error);
          if (!failure) return;
          if (failure.field) setFieldError(failure.field);
          else setBanner({ key: Date.now(), message: failure.banner });
        },
      },
    );
  };

  const created = createAccount.data;
  return (
    <Card>
      <PageHeading>{t('title')}</PageHeading>
      <p>{t('submitted')}</p>
      {created ? (
        <p role="status">
          {t('created', { email: created.email })}{' '}
          {t.rich('signInNow', {
            signIn: (
              <Link key="sign-in" to="/login">
                {t('signIn')}
              </Link>
            ),
          })}
        </p>
      ) : (
        <>
          <p>{t('invite')}</p>
          <CreatePasswordForm busy={createAccount.isPending} serverError={fieldError} onSubmit={onSubmit} />
        </>
      )}
      {banner && (
        <ErrorBanner key={banner.key} message={banner.message ?? undefined} onHide={() => setBanner(null)} />
      )}
    </Card>
  );
}
