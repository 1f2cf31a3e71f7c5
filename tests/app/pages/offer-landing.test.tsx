import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OfferDetails } from '../../../src/app/offer/OfferDetails';
import { offerFixture } from '../helpers/offer-fixture';
import { renderWithTheme } from '../helpers/render';

describe('offer landing content', () => {
  it('shows the welcome, people, address and savings from the offer', () => {
    renderWithTheme(<OfferDetails offer={offerFixture()} actionLabel="Reduce Payment" onAction={() => undefined} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Jane Doe!');
    screen.getByText('Sam Officer');
    screen.getByText('Acme Brokerage');
    screen.getByText(/12 Maple Street Apt 4/);
    screen.getByText(/Springfield, IL 62701/);
    screen.getByText('$2,137.75*');
    screen.getByText('$1,825.50*');
    screen.getByText('$312.25');
    screen.getByText('Est. Lifetime Savings');
    screen.getByText('$48,210.00');
    screen.getByText('Offer disclaimer.');
  });

  it('hides the lifetime savings when negative or null', () => {
    const offer = offerFixture();
    offer.options[0]!.offerDetails.benefit.lifetimeSavings = -100;
    const { unmount } = renderWithTheme(<OfferDetails offer={offer} actionLabel="Reduce Payment" onAction={() => undefined} />);
    expect(screen.queryByText('Est. Lifetime Savings')).toBeNull();
    unmount();
    offer.options[0]!.offerDetails.benefit.lifetimeSavings = null;
    renderWithTheme(<OfferDetails offer={offer} actionLabel="Reduce Payment" onAction={() => undefined} />);
    expect(screen.queryByText('Est. Lifetime Savings')).toBeNull();
  });

  it('mentions mortgage insurance in the footnote unless the loan is FHA', () => {
    const { unmount } = renderWithTheme(<OfferDetails offer={offerFixture()} actionLabel="Reduce Payment" onAction={() => undefined} />);
    screen.getByText(/taxes, insurance and mortgage insurance/);
    unmount();
    renderWithTheme(<OfferDetails offer={offerFixture({ loanType: 'FHA' })} actionLabel="Reduce Payment" onAction={() => undefined} />);
    expect(screen.queryByText(/mortgage insurance/)).toBeNull();
    screen.getByText(/taxes and insurance/);
  });

  it('Reduce Payment is a keyboard-usable button', async () => {
    const onReduce = vi.fn();
    renderWithTheme(<OfferDetails offer={offerFixture()} actionLabel="Reduce Payment" onAction={onReduce} />);
    const button = screen.getByRole('button', { name: 'Reduce Payment' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onReduce).toHaveBeenCalledOnce();
  });
});
