import type { ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { themeFor } from '../theme/theme';

const lightTheme = themeFor('light');

const Surface = styled.div`
  background: #ffffff;
  color: #1f2933;
  border-radius: 8px;
  padding: clamp(0.5rem, 3vw, 1.5rem) 0;
  a {
    color: #1d4e89;
  }
  & :focus-visible {
    outline-color: ${lightTheme.color.focus};
  }
`;

/**
 * The form runtime's widgets use a fixed light palette, so forms sit on a light surface in both colour modes to
 * keep text contrast AA; the portal's own components on it (buttons, cards) take the light palette too.
 */
export function FormSurface({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={lightTheme}>
      <Surface>{children}</Surface>
    </ThemeProvider>
  );
}
