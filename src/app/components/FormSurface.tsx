import type { ReactNode } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { themeFor } from '../theme/theme';

const lightTheme = themeFor('light');

// Styled with the page's theme: only dark mode shows the surface's edges.
const Surface = styled.div<{ $inset: boolean }>`
  background: #ffffff;
  color: #1f2933;
  color-scheme: light;
  border-radius: 8px;
  padding: clamp(0.5rem, 3vw, 1.5rem) ${({ theme, $inset }) => ($inset && theme.mode === 'dark' ? 'clamp(1rem, 3vw, 1.5rem)' : '0')};
  a {
    color: #1d4e89;
  }
  & :focus-visible {
    outline-color: ${lightTheme.color.focus};
  }
`;

/**
 * The form runtime's widgets use a fixed light palette, so forms sit on a light surface in both colour modes to
 * keep text contrast AA; the portal's own components on it (buttons, cards, native checkboxes) take the light
 * palette too. `inset` pads the sides in dark mode, for content without a form's own padding.
 */
export function FormSurface({ children, inset = false, lang }: { children: ReactNode; inset?: boolean; lang?: string }) {
  return (
    <Surface $inset={inset} lang={lang}>
      <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>
    </Surface>
  );
}
