import type { Preview } from '@storybook/react-vite';
import { ThemeProvider } from 'styled-components';
import { GlobalStyles } from '../src/app/theme/GlobalStyles';
import { themeFor } from '../src/app/theme/theme';

// The app's own theme and base styles, so designers see widgets and screens as borrowers do.
const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider theme={themeFor('light')}>
        <GlobalStyles />
        <main style={{ padding: '1rem', maxWidth: '40rem' }}>
          <Story />
        </main>
      </ThemeProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile1' },
  },
};

export default preview;
