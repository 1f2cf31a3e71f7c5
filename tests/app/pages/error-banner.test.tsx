import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBanner } from '../../../src/app/components/ErrorBanner';
import { renderWithTheme } from '../helpers/render';

describe('error banner', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the spec texts and field messages, and hides after 5 seconds', () => {
    vi.useFakeTimers();
    const onHide = vi.fn();
    renderWithTheme(<ErrorBanner fields={[{ field: 'firstName', message: 'Field message' }]} onHide={onHide} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Looks like we have a connection issue.');
    expect(alert.textContent).toContain('There was an error saving your information. Please try again at another time.');
    expect(alert.textContent).toContain('Field message');
    act(() => vi.advanceTimersByTime(4999));
    expect(onHide).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onHide).toHaveBeenCalledOnce();
  });
});
