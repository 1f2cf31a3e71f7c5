import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FormScreen from '../../../src/app/engine/FormScreen';
import { loadScreen } from '../../../src/app/engine/screen-loader';
import type { FormData } from '../../../src/app/engine';
import { requiredMessage } from '../../helpers/screen-examples';

afterEach(() => cleanup());

describe('FormScreen engine hooks', () => {
  it('applies the data rules on every change (applyChange) and reports the result', async () => {
    const personal = await loadScreen('info/personal');
    const onChange = vi.fn();
    const upper = (next: FormData) => ({ ...next, firstName: typeof next.firstName === 'string' ? next.firstName.toUpperCase() : next.firstName });
    render(<FormScreen screen={personal} formData={{}} applyChange={upper} onChange={onChange} onSubmit={vi.fn()} actions={null} />);
    await userEvent.type(screen.getByLabelText(/First Name/), 'ab');
    await waitFor(() => expect(screen.getByLabelText(/First Name/)).toHaveProperty('value', 'AB'));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ firstName: 'AB' }));
  });

  it('shows a rule\'s rewrite every time, also one equal to an earlier rewrite; plain typing is not handed back', async () => {
    const personal = await loadScreen('info/personal');
    const clearsLastName = vi.fn((next: FormData) => (next.firstName === 'clear' ? { ...next, lastName: undefined } : next));
    render(<FormScreen screen={personal} formData={{}} applyChange={clearsLastName} onSubmit={vi.fn()} actions={null} />);
    const lastName = screen.getByLabelText(/Last Name/);
    for (const typed of ['Smith', 'Jones']) {
      await userEvent.clear(screen.getByLabelText(/First Name/));
      await userEvent.type(lastName, typed);
      expect(lastName).toHaveProperty('value', typed);
      await userEvent.type(screen.getByLabelText(/First Name/), 'clear');
      await waitFor(() => expect(lastName).toHaveProperty('value', ''));
    }
    expect(clearsLastName).toHaveBeenCalledTimes(2 * ('Smith'.length + 'clear'.length) + 1);
  });

  it('asks for the uiSchema again with the current data', async () => {
    const personal = await loadScreen('info/personal');
    const ui = vi.fn((data: FormData) => (data.firstName === 'X' ? { lastName: { 'ui:disabled': true } } : undefined));
    render(<FormScreen screen={personal} formData={{}} uiSchemaOverrides={ui} onSubmit={vi.fn()} actions={null} />);
    expect(screen.getByLabelText(/Last Name/)).toHaveProperty('disabled', false);
    await userEvent.type(screen.getByLabelText(/First Name/), 'X');
    await waitFor(() => expect(screen.getByLabelText(/Last Name/)).toHaveProperty('disabled', true));
  });

  it('validateOn blur: a field left empty shows its message at once, untouched fields stay quiet until submit', async () => {
    const personal = await loadScreen('info/personal');
    const onBlurScreen = { ...personal, uiSchema: { ...personal.uiSchema, 'ui:options': { validateOn: 'blur' } } };
    const onSubmit = vi.fn();
    render(<FormScreen screen={onBlurScreen} formData={{}} onSubmit={onSubmit} actions={<button type="submit">Next</button>} />);
    await userEvent.click(screen.getByLabelText(/First Name/));
    await userEvent.tab();
    await waitFor(() => expect(document.getElementById('root_firstName__error')?.textContent)
      .toContain(requiredMessage('info/personal', '.firstName')));
    expect(document.getElementById('root_lastName__error')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const lastNameMissing = requiredMessage('info/personal', '.lastName');
    await waitFor(() => expect(document.getElementById('root_lastName__error')?.textContent).toContain(lastNameMissing));
    expect(screen.getByRole('alert').textContent).toContain(lastNameMissing);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
