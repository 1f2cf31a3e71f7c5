import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { FieldError } from '../../shared/api';
import { componentsMessages } from '../generated/messages/components';
import { useMessages } from '../i18n/use-messages';

export const errorBannerHideMs = 5000;

const Banner = styled.div`
  position: fixed;
  left: 50%;
  bottom: 1rem;
  transform: translateX(-50%);
  width: min(40rem, calc(100% - 2rem));
  z-index: 20;
  padding: 1rem 1.25rem;
  border-radius: 6px;
  background: ${({ theme }) => theme.color.errorBackground};
  color: ${({ theme }) => theme.color.errorText};
  border: 1px solid ${({ theme }) => theme.color.errorText};
  box-shadow: 0 4px 16px rgb(0 0 0 / 25%);
  p, ul {
    margin: 0.25rem 0 0;
  }
`;

export interface ErrorBannerProps {
  title?: string;
  message?: string;
  fields?: FieldError[];
  onHide: () => void;
}

/** Bottom error banner (portal-journey section 8); hides itself after 5 seconds. */
export function ErrorBanner({ title, message, fields = [], onHide }: ErrorBannerProps) {
  const t = useMessages(componentsMessages);
  const hide = useRef(onHide);
  hide.current = onHide;
  // One timer per shown banner; give the banner a new key to show a new error.
  useEffect(() => {
    const timer = setTimeout(() => hide.current(), errorBannerHideMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Banner role="alert">
      <strong>{title ?? t('errorBannerTitle')}</strong>
      <p>{message ?? t('errorBannerText')}</p>
      {fields.length > 0 && (
        <ul>
          {fields.map((field) => (
            <li key={`${field.field}:${field.message}`}>{field.message}</li>
          ))}
        </ul>
      )}
    </Banner>
  );
}
