import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { emailMaxLength, firstInvalidField, validateLogin, type LoginErrors, type LoginValues } from './logic/login-validation';
import { TextField } from '../../components/TextField';
import { loginMessages } from '../../generated/messages/login';
import { useMessages } from '../../i18n/use-messages';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 1.5rem;
  margin: 0.5rem 0 1rem;
`;

export interface LoginFormProps {
  busy: boolean;
  /** The sign-in failure shown under the form (e.g. wrong email or password). */
  failure: string | null;
  onSubmit: (values: LoginValues) => void;
}

const fieldOrder = ['email', 'password'] as const;

/** Email and password; validation on submit, errors clear on change, focus to the first error. */
export function LoginForm({ busy, failure, onSubmit }: LoginFormProps) {
  const t = useMessages(loginMessages);
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const change = (field: keyof LoginValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    const first = firstInvalidField(found, fieldOrder);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    onSubmit({ email: values.email.trim(), password: values.password });
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={busy}>
      <TextField
        id="email"
        label={t('email')}
        type="email"
        autoComplete="username"
        maxLength={emailMaxLength}
        value={values.email}
        onChange={change('email')}
        error={errors.email && t(errors.email)}
        inputRef={refs.email}
      />
      <TextField
        id="password"
        label={t('password')}
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={change('password')}
        error={errors.password && t(errors.password)}
        inputRef={refs.password}
      />
      <Actions>
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner label={t('signingIn')} /> : null}
          {t('signIn')}
        </Button>
        <Link to="/oops">{t('forgotPassword')}</Link>
      </Actions>
      {failure && <Alert>{failure}</Alert>}
    </form>
  );
}
