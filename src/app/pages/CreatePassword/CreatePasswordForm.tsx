import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { validateNewPassword, type PasswordMessageId } from './logic/password-validation';
import { createPasswordMessages } from '../../generated/messages/create-password';
import { useMessages } from '../../i18n/use-messages';

export interface CreatePasswordFormProps {
  busy: boolean;
  /** A server-side message for the password field. */
  serverError: string | null;
  onSubmit: (password: string) => void;
}

/** The password field with its 12-character requirement and Create Account. */
export function CreatePasswordForm({ busy, serverError, onSubmit }: CreatePasswordFormProps) {
  const t = useMessages(createPasswordMessages);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<PasswordMessageId | null>(null);
  const [showServerError, setShowServerError] = useState(true);
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(password);
    setError(found);
    setShowServerError(true);
    if (found) {
      input.current?.focus();
      return;
    }
    onSubmit(password);
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={busy}>
      <TextField
        id="new-password"
        label={t('password')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordRequirement')}
        value={password}
        onChange={(value) => {
          setPassword(value);
          setError(null);
          setShowServerError(false);
        }}
        error={(error && t(error)) ?? (showServerError ? serverError : null) ?? undefined}
        inputRef={input}
      />
      <Button type="submit" disabled={busy}>
        {busy ? <Spinner label={t('creating')} /> : null}
        {t('createAccount')}
      </Button>
    </form>
  );
}
