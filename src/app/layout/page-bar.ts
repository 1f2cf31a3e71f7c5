import { css } from 'styled-components';

/** The full-width bars that frame every page (header, footer): a wrapping row on the surface colour. */
export const pageBar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  padding-inline: clamp(0.75rem, 3vw, 2rem);
  background: ${({ theme }) => theme.color.surface};
`;
