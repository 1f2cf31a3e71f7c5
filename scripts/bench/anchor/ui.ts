// The anchor's theme (handed down by styled-components' ThemeProvider) and the styled components both pages use.
import styled from 'styled-components';

export const theme = {
  colors: { text: '#1b1f24', accent: '#0b5cad', surface: '#f6f8fa' },
  space: (n: number) => `${n * 0.5}rem`,
};

/** A theme value in a styled component's CSS (the repository's DefaultTheme is the portal's, so it is read as ours). */
export const themed = (pick: (t: typeof theme) => string) => ({ theme: given }: { theme: object }) => pick(given as typeof theme);

export const Page = styled.main`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${themed((t) => t.space(2))};
  color: ${themed((t) => t.colors.text)};
  font-family: system-ui, sans-serif;
`;

export const Heading = styled.h1`
  font-size: 1.75rem;
  margin: 0 0 ${themed((t) => t.space(2))};
`;
