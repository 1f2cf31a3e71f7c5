import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../../src/app/layout/RouteErrorBoundary';
import { themeFor } from '../../../src/app/theme/theme';

afterEach(cleanup);

const Providers = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={themeFor('light')}>
    <MemoryRouter>{children}</MemoryRouter>
  </ThemeProvider>
);

function Failing(): never {
  throw new Error('render failed');
}

describe('RouteErrorBoundary', () => {
  it('shows the Oops page ("Uh-oh") for an error in a page, and the next page once the path changes', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(<RouteErrorBoundary resetKey="/a"><Failing /></RouteErrorBoundary>, { wrapper: Providers });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Uh-oh');
    rerender(<RouteErrorBoundary resetKey="/a"><p>same path</p></RouteErrorBoundary>);
    expect(screen.queryByText('same path')).toBeNull();
    rerender(<RouteErrorBoundary resetKey="/b"><p>next page</p></RouteErrorBoundary>);
    expect(screen.getByText('next page')).toBeTruthy();
    logged.mockRestore();
  });
});
