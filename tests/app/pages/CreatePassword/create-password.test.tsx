import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateNewPassword } from '../../../../src/app/pages/CreatePassword/logic/password-validation';
import { renderApp } from '../../helpers/render-app';
import { apiError, bodyOf, setOfferSession, stubApi } from '../../helpers/stub-api';

describe('create password validation', () => {
  it('requires a password of at least 12 characters', () => {
    expect(validateNewPassword('')).toBe('passwordRequired');
    expect(validateNewPassword('a'.repeat(11))).toBe('passwordTooShort');
    expect(validateNewPassword('a'.repeat(12))).toBeNull();
  });
});

describe('create password page', { timeout: 20_000 }, () => {
  beforeEach(() => setOfferSession('1004', '5005', { userVerified: true, loginEnd: 'csrf-1' }));
  afterEach(() => vi.unstubAllGlobals());

  it('Finishing Up: validates, posts CreateAccount with the CSRF header and links to login', async () => {
    const fetchMock = stubApi({ CreateAccount: () => ({ status: 200, body: { email: 'grace.lee@example.com' } }) });
    await renderApp('/create-password');
    await screen.findByRole('heading', { level: 1, name: 'Finishing Up' });
    screen.getByText('Your loan application has been submitted.');
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-describedby')).toContain('new-password-hint');
    await userEvent.type(password, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    screen.getByText('Password must be at least 12 characters.');
    expect(document.activeElement).toBe(password);
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(password, '-long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByText(/Your account has been created for grace.lee@example.com./);
    expect(screen.getByRole('link', { name: 'sign in' }).getAttribute('href')).toBe('/login');
    expect(bodyOf(fetchMock, '/api/CreateAccount')).toEqual({ password: 'short-long-enough' });
    const headers = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers['x-csrf-token']).toBe('csrf-1');
  });

  it('shows a conflict in the error banner and keeps the form', async () => {
    stubApi({ CreateAccount: () => apiError(409, 'ACCOUNT_EXISTS', 'An account already exists for this borrower.') });
    await renderApp('/create-password');
    await userEvent.type(await screen.findByLabelText('Password'), 'long-enough-password');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByText('An account already exists for this borrower.');
    expect(screen.getByLabelText('Password')).toHaveProperty('value', 'long-enough-password');
    expect(screen.getByRole('button', { name: 'Create Account' })).toHaveProperty('disabled', false);
  });
});
