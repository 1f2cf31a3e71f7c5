import styled, { keyframes } from 'styled-components';
import { componentsMessages } from '../generated/messages/components';
import { useMessages } from '../i18n/use-messages';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  display: inline-block;
  width: 1.25rem;
  height: 1.25rem;
  border: 3px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export function Spinner({ label }: { label?: string }) {
  const t = useMessages(componentsMessages);
  return (
    <span role="status">
      <Ring aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('loading')}</span>
    </span>
  );
}
