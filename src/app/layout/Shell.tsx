import styled from 'styled-components';

export const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

/**
 * At least a screen tall, so the footer starts below the fold and content arriving late (a lazy screen, data) never
 * pushes it down in view.
 */
export const Main = styled.main`
  flex: 1;
  min-width: 0;
  min-height: 100vh;
  padding: clamp(1rem, 4vw, 2.5rem);
  &:focus {
    outline: none;
  }
`;

export const Centered = styled.div`
  max-width: 52rem;
  margin: 0 auto;
`;
