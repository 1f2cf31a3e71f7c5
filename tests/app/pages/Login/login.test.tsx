import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstInvalidField, validateLogin } from '../../../../src/app/pages/Login/logic/login-validation';
import { renderApp } from '../../helpers/render-app';
import { apiError, bodyOf, stubApi } from '../../helpers/stub-api';

describe('login validation', () => {
  it('requires the email and the password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: 'emailRequired', password: 'passwordRequired' });
  });
  it('checks the email format and its 80-character maximum', () => {
    expect(validateLogin({ email: 'grace.lee', password: 'x' }).email).toBe('emailInvalid');
    expect(validateLogin({ email: `${'a'.repeat(70)}@example.com`, password: 'x' }).email).toBe('emailTooLong');
    expect(validateLogin({ email: 'grace.lee@example.com', password: 'x' })).toEqual({});
  });
  it('names the first invalid field in form order', () => {
    expect(firstInvalidField({ password: 'p' }, ['email', 'password'])).toBe('password');
    expect(firstInvalidField({ email: 'e', password: 'p' }, ['email', 'password'])).toBe('email');
    expect(firstInvalidField({}, ['email', 'password'])).toBeNull();
  });
});

describe('login page', { timeout: 20_000 }, () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('/login starts a sign-in at the issuer; when that fails, it says so and offers to try again', async () => {
    const fetchMock = stubApi({ 'login/start': () => apiError(503, 'SIGN_IN_UNAVAILABLE') });
    await renderApp('/login');
    await screen.findByRole('button', { name: 'Try Again' });
    screen.getByText('We could not sign you in at this time. Please try again later.');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/oauth-agent/login/start']);
  });

  it('shows the messages linked to the fields and focuses the first error', async () => {
    stubApi({});
    await renderApp('/login/uid-1');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const email = screen.getByLabelText('Email Address');
    const password = screen.getByLabelText('Password');
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Email Address is a required field.',
    );
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Password is a required field.',
    );
    await userEvent.type(email, 'not-an-email');
    expect(screen.queryByText('Email Address is a required field.')).toBeNull();
    await userEvent.type(password, 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    screen.getByText('Please enter a valid email address.');
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('maxlength')).toBe('80');
  });

  it('links Forgot Your Password to oops', async () => {
    stubApi({});
    await renderApp('/login/uid-1');
    const link = await screen.findByRole('link', { name: 'Forgot Your Password?' });
    expect(link.getAttribute('href')).toBe('/oops');
  });

  it("posts the email and password to the provider's sign-in and shows wrong credentials under the form", async () => {
    const fetchMock = stubApi({
      '/login/uid-1': () => apiError(400, 'INVALID_CREDENTIALS', 'The email address or password you entered is incorrect.'),
    });
    const { router } = await renderApp('/login/uid-1');
    await userEvent.type(await screen.findByLabelText('Email Address'), 'grace.lee@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('The email address or password you entered is incorrect.');
    expect(bodyOf(fetchMock, '/login/uid-1')).toEqual({ email: 'grace.lee@example.com', password: 'wrong-password' });
    expect((screen.getByLabelText('Email Address') as HTMLInputElement).value).toBe('grace.lee@example.com');
    expect(router.state.location.pathname).toBe('/login/uid-1');
    expect(screen.queryByRole('link', { name: 'Start Again' })).toBeNull();
  });

  it('a sign-in the provider no longer knows offers to start again', async () => {
    stubApi({ '/login/uid-1': () => apiError(400, 'LOGIN_STATE_INVALID', 'The sign-in could not be completed. Please sign in again.') });
    await renderApp('/login/uid-1');
    await userEvent.type(await screen.findByLabelText('Email Address'), 'grace.lee@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'bluebird-demo-2023');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const again = await screen.findByRole('link', { name: 'Start Again' });
    expect(again.getAttribute('href')).toBe('/login');
  });

  it('a locked account goes to account-locked', async () => {
    stubApi({ '/login/uid-1': () => apiError(423, 'ACCOUNT_LOCKED') });
    const { router } = await renderApp('/login/uid-1');
    await userEvent.type(await screen.findByLabelText('Email Address'), 'grace.lee@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'bluebird-demo-2023');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-locked'), { timeout: 5000 });
  });

  it('the callback ends the login, stores the session and goes to the dashboard', async () => {
    const fetchMock = stubApi({
      'login/end': () => ({
        status: 200,
        body: { handled: true, isLoggedIn: true, csrf: 'C1', borrowerId: 5005, applicationId: 7005, offerId: '1004', userId: '5005', loanId: 9004 },
      }),
    });
    const { router } = await renderApp('/login/callback?code=abc&state=S');
    await waitFor(() => expect(router.state.location.pathname).toBe('/borrower-dashboard'), { timeout: 5000 });
    expect(fetchMock.mock.calls.filter(([url]) => url === '/oauth-agent/login/end')).toHaveLength(1);
    expect(sessionStorage.getItem('loginEnd')).toBe('"C1"');
    expect(sessionStorage.getItem('userVerified')).toBe('true');
    expect(sessionStorage.getItem('offerId')).toBe('"1004"');
    expect(sessionStorage.getItem('userId')).toBe('"5005"');
    expect(sessionStorage.getItem('loggedId')).toBe('5005');
    expect(sessionStorage.getItem('selectedId')).toBe('5005');
    expect(sessionStorage.getItem('applicationId')).toBe('7005');
  });

  it('a callback that could not complete offers to sign in again', async () => {
    stubApi({ 'login/end': () => apiError(400, 'LOGIN_STATE_INVALID') });
    await renderApp('/login/callback?code=abc&state=S');
    await screen.findByRole('link', { name: 'Sign In Again' });
    screen.getByText('The sign-in could not be completed. Please sign in again.');
    expect(sessionStorage.getItem('userVerified')).toBeNull();
  });

  it('an identity no account uses is told as such', async () => {
    const message = 'There is no portal account for this sign-in.';
    stubApi({ 'login/end': () => apiError(403, 'NO_ACCOUNT_FOR_IDENTITY', message) });
    await renderApp('/login/callback?code=abc&state=S');
    await screen.findByText(message);
    screen.getByRole('link', { name: 'Sign In Again' });
  });
});
