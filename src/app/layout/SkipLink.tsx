import styled from 'styled-components';
import { layoutMessages } from '../generated/messages/layout';
import { useMessages } from '../i18n/use-messages';

export const mainContentId = 'main-content';

const Link = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -4rem;
  z-index: 30;
  padding: 0.5rem 1rem;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  border-radius: 4px;
  &:focus {
    top: 0.5rem;
  }
`;

export function SkipLink() {
  const t = useMessages(layoutMessages);
  return <Link href={`#${mainContentId}`}>{t('skipToContent')}</Link>;
}
