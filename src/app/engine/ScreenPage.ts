import styled from 'styled-components';
import { theme } from '../../widgets/theme';

/** A screen's column and title on its light surface: the form, and the screen's card while its data loads. */
export const ScreenPage = styled.div`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${theme.space.md};
  h1 {
    margin: 0 0 ${theme.space.lg};
    font-size: clamp(1.5rem, 5vw, 2rem);
    line-height: 1.25;
    color: ${theme.color.text};
  }
`;
