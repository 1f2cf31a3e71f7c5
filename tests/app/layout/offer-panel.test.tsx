import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OfferPanel } from '../../../src/app/layout/OfferPanel';
import { offerFixture } from '../helpers/offer-fixture';
import { renderWithTheme } from '../helpers/render';

describe('OfferPanel', () => {
  it('opens the offer details as a drawer from its button, closes with Escape and gives focus back to the button', async () => {
    renderWithTheme(<OfferPanel offer={offerFixture()} />);
    // Shown only under 768 px: jsdom applies the button's display: none and no media query, so it is found by its text.
    const trigger = screen.getAllByRole('button', { hidden: true }).find((button) => button.textContent === 'Offer Details')!;
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Offer Details' });
    within(drawer).getByText('Est. Monthly Savings');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});
