import type { ChangeEvent, Ref } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin: 0 0 1rem;
  label {
    font-weight: 600;
  }
  input {
    font: inherit;
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.color.mutedText};
    border-radius: 6px;
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    max-width: 28rem;
  }
  input[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.color.errorText};
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.mutedText};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.color.errorText};
`;

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'email' | 'password' | 'text';
  autoComplete?: string;
  maxLength?: number;
  hint?: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are linked with aria-describedby. */
export function TextField({ id, label, value, onChange, type = 'text', autoComplete, maxLength, hint, error, inputRef }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <input
        ref={inputRef}
        id={id}
        name={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Field>
  );
}
