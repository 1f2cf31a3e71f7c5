import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  border-left: 4px solid ${({ theme }) => theme.color.errorText};
  background: ${({ theme }) => theme.color.errorBackground};
  color: ${({ theme }) => theme.color.errorText};
  padding: 0.75rem 1rem;
  margin: 0 0 1rem;
  border-radius: 4px;
  p {
    margin: 0.25rem 0 0;
  }
`;

/** An error alert announced by assistive technology. */
export function Alert({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <Box role="alert">
      {title && <strong>{title}</strong>}
      {children && <p>{children}</p>}
    </Box>
  );
}
