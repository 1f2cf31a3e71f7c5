import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCreateAccount } from '../../api/hooks/useAccounts';
import { Card } from '../../components/Card';
import { ErrorBanner } from '../../components/ErrorBanner';
import { PageHeading } from '../../components/PageHeading';
import { CreatePasswordForm } from './CreatePasswordForm';
import { createAccountFailure } from './logic/create-account-failure';
import { createPasswordTexts as texts } from './texts';

interface Banner {
  key: number;
  message: string | null;
}

/** /create-password: after submission, create an account (POST /api/CreateAccount). */
export function CreatePasswordPage() {
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
      <PageHeading>{texts.title}</PageHeading>
      <p>{texts.submitted}</p>
      {created ? (
        <p role="status">
          {texts.created(created.email)} {texts.signInLead} <Link to="/login">{texts.signIn}</Link>.
        </p>
      ) : (
        <>
          <p>{texts.invite}</p>
          <CreatePasswordForm busy={createAccount.isPending} serverError={fieldError} onSubmit={onSubmit} />
        </>
      )}
      {banner && (
        <ErrorBanner key={banner.key} message={banner.message ?? undefined} onHide={() => setBanner(null)} />
      )}
    </Card>
  );
}
