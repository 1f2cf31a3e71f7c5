import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

/** Base page styles shared by the app shell and Storybook. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: ${theme.font.family};
    font-size: ${theme.font.size};
    line-height: ${theme.font.lineHeight};
    color: ${theme.color.text};
    background: ${theme.color.background};
    -webkit-font-smoothing: antialiased;
  }
  a { color: ${theme.color.primary}; }
  :focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;
