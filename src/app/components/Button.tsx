import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.625rem 1.5rem;
  border-radius: 6px;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

export const Button = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  ${base}
  border: 2px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme, $variant }) => ($variant === 'secondary' ? 'transparent' : theme.color.primary)};
  color: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.color.primary : theme.color.onPrimary)};
`;

export const ButtonLink = styled(Link)`
  ${base}
  border: 2px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.primary};
  /* Doubled class: a surrounding "a { color }" rule (e.g. FormSurface) must not turn the text blue on blue. */
  && {
    color: ${({ theme }) => theme.color.onPrimary};
  }
`;
