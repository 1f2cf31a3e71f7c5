import styled from 'styled-components';

/**
 * The form runtime's widgets use a fixed light palette, so forms sit on a light surface in
 * both colour modes to keep text contrast AA.
 */
export const FormSurface = styled.div`
  background: #ffffff;
  color: #1f2933;
  border-radius: 8px;
  padding: clamp(0.5rem, 3vw, 1.5rem) 0;
  a {
    color: #1d4e89;
  }
`;
