import styled from 'styled-components';

/** The fast-path pages' button row: right-aligned, wrapping at narrow widths. */
export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: flex-end;
`;
