import styled, { css } from 'styled-components';
import { theme } from './theme';

const focusable = css`
  &:focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

/** The box of a text input or a select; an invalid one has a 2px error border. */
const fieldBox = css<{ $invalid?: boolean }>`
  box-sizing: border-box;
  width: 100%;
  max-width: ${theme.maxFieldWidth};
  min-height: 2.75rem;
  padding: ${theme.space.sm} 0.75rem;
  font: inherit;
  color: ${theme.color.text};
  background: ${theme.color.surface};
  border: ${({ $invalid }) => ($invalid ? `2px solid ${theme.color.error}` : `1px solid ${theme.color.border}`)};
  border-radius: ${theme.radius};
  ${focusable}
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${fieldBox}
  &:disabled,
  &[readonly] {
    background: ${theme.color.disabled};
  }
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${fieldBox}
`;

export const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${theme.space.sm};
  font-weight: 600;
  color: ${theme.color.text};
`;

export const ChoiceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.lg};
`;

export const ChoiceLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 2.75rem;
  cursor: pointer;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${theme.color.primary};
    ${focusable}
  }
`;

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' | 'link' }>`
  min-height: 2.75rem;
  padding: ${theme.space.sm} ${theme.space.md};
  font: inherit;
  font-weight: 600;
  border-radius: ${theme.radius};
  cursor: pointer;
  border: 2px solid ${theme.color.primary};
  color: ${({ $variant }) => ($variant === 'primary' ? theme.color.primaryText : theme.color.primary)};
  background: ${({ $variant }) => ($variant === 'primary' ? theme.color.primary : theme.color.surface)};
  ${({ $variant }) =>
    $variant === 'link' &&
    css`
      border-color: transparent;
      background: transparent;
      text-decoration: underline;
      padding-inline: ${theme.space.sm};
    `}
  ${focusable}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const InputRow = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${theme.space.sm};
  max-width: ${theme.maxFieldWidth};
`;

export const Prefix = styled.span`
  display: inline-flex;
  align-items: center;
  color: ${theme.color.muted};
  font-weight: 600;
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** A checkbox with its label to the right; the whole row is the click target. */
export const CheckRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space.sm};
  min-height: 2.75rem;
  padding-top: ${theme.space.xs};
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
    accent-color: ${theme.color.primary};
    ${focusable}
  }
  label {
    cursor: pointer;
  }
  input:disabled + label {
    cursor: not-allowed;
    color: ${theme.color.muted};
  }
`;

/** Error messages of a group (checkbox group, rows) under its legend. */
export const GroupBox = styled.fieldset<{ $invalid?: boolean }>`
  min-width: 0;
  margin: 0 0 ${theme.space.lg};
  padding: ${theme.space.md};
  border: 1px solid ${({ $invalid }) => ($invalid ? theme.color.error : theme.color.disabled)};
  border-width: ${({ $invalid }) => ($invalid ? '2px' : '1px')};
  border-radius: ${theme.radius};
`;

/** A field's own error messages, under its input. */
export const FieldErrorList = styled.ul`
  list-style: none;
  margin: ${theme.space.xs} 0 0;
  padding: 0;
  color: ${theme.color.error};
  font-size: ${theme.font.small};
  font-weight: 600;
`;
