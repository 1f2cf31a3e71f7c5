import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import offerEnglish from '../../../messages/en/offer.json';
import { jokeIds, nextJokeIndex } from '../../../src/app/offer/logic/jokes';
import { LoadingJokes } from '../../../src/app/offer/LoadingJokes';
import { renderWithTheme } from '../helpers/render';

describe('loading jokes', () => {
  afterEach(() => vi.useRealTimers());

  it('has four jokes and wraps around', () => {
    expect(jokeIds).toHaveLength(4);
    expect(nextJokeIndex(3, 4)).toBe(0);
    expect(nextJokeIndex(0, 4)).toBe(1);
  });

  it('rotates the joke every 5 seconds under the loading title', () => {
    vi.useFakeTimers();
    const jokes = jokeIds.map((id) => offerEnglish[id]);
    renderWithTheme(<LoadingJokes />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(offerEnglish.loadingTitle);
    screen.getByText(jokes[0]!);
    act(() => vi.advanceTimersByTime(4999));
    screen.getByText(jokes[0]!);
    act(() => vi.advanceTimersByTime(1));
    screen.getByText(jokes[1]!);
    expect(screen.queryByText(jokes[0]!)).toBeNull();
    act(() => vi.advanceTimersByTime(15000));
    screen.getByText(jokes[0]!);
    expect(screen.queryByText(jokes[1]!)).toBeNull();
  });
});
