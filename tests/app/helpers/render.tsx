import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { themeFor } from '../../../src/app/theme/theme';

// The app project runs without vitest globals, so testing-library cannot clean up by itself.
afterEach(cleanup);

export function renderWithTheme(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <ThemeProvider theme={themeFor('light')}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </ThemeProvider>,
  );
}
