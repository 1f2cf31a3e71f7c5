import styled from 'styled-components';

export const Card = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 8px;
  padding: clamp(1rem, 4vw, 2rem);
  margin: 0 0 1.5rem;
`;
