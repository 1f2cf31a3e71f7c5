import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../src/app/api/query-client';
import { usePolledOfferStatus } from '../../../../src/app/api/hooks/useDashboard';
import { useWindowFocused } from '../../../../src/app/components/useWindowFocused';
import { offerStatusRefetchInterval } from '../../../../src/app/pages/BorrowerDashboard/logic/polling';
import { offerStatus } from './helpers/journey-fixtures';
import { stubFetch } from './helpers/stub-fetch';

function Poller() {
  const focused = useWindowFocused();
  usePolledOfferStatus('1001', true, offerStatusRefetchInterval(focused));
  return <p>{focused ? 'focused' : 'unfocused'}</p>;
}

describe('offer status polling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('polls every 60 s while the window has focus and pauses while it has not', async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const fetchMock = stubFetch({ '/api/GetOfferStatus': () => ({ status: 200, body: offerStatus([]) }) });
    const view = render(
      <QueryClientProvider client={createQueryClient()}>
        <Poller />
      </QueryClientProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetchMock).toHaveBeenCalledTimes(2);

    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    view.getByText('unfocused');
    await act(() => vi.advanceTimersByTimeAsync(180_000));
    expect(fetchMock).toHaveBeenCalledTimes(2);

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('starts paused when the window has no focus', async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const fetchMock = stubFetch({ '/api/GetOfferStatus': () => ({ status: 200, body: offerStatus([]) }) });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Poller />
      </QueryClientProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(180_000));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
