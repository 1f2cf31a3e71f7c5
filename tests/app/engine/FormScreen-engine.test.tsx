import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form from '@rjsf/core';
import FormScreen from '../../../src/app/engine/FormScreen';
import { loadScreen } from '../../../src/app/engine/screen-loader';
import type { FormData } from '../../../src/app/engine';
import { invalidAnswer, requiredMessage } from '../../helpers/screen-examples';

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

  it('a keystroke derives rjsf\'s state once: the form\'s own change is not handed back to it', async () => {
    const personal = await loadScreen('info/personal');
    render(<FormScreen screen={personal} formData={{}} onSubmit={vi.fn()} actions={null} />);
    const derive = vi.spyOn(Form.prototype, 'getStateFromProps');
    await userEvent.type(screen.getByLabelText(/First Name/), 'Jane');
    expect(screen.getByLabelText(/First Name/)).toHaveProperty('value', 'Jane');
    expect(derive).toHaveBeenCalledTimes('Jane'.length);
    derive.mockRestore();
  });

  it('keeps what is typed when the caller renders again on every change', async () => {
    const personal = await loadScreen('info/personal');
    const onChange = vi.fn();
    function Caller() {
      const [changes, setChanges] = useState(0);
      return (
        <FormScreen screen={personal} formData={{}} onSubmit={vi.fn()} actions={<span>{changes}</span>}
          onChange={(data) => { onChange(data); setChanges((n) => n + 1); }} />
      );
    }
    render(<Caller />);
    await userEvent.type(screen.getByLabelText(/First Name/), 'Jane');
    await userEvent.type(screen.getByLabelText(/Last Name/), 'Doe');
    expect(screen.getByLabelText(/First Name/)).toHaveProperty('value', 'Jane');
    expect(screen.getByLabelText(/Last Name/)).toHaveProperty('value', 'Doe');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ firstName: 'Jane', lastName: 'Doe' }));
  });

  it('after a refused submit, typing in a field takes its message away at once; the messages found stay through renders', async () => {
    const contact = await loadScreen('info/contact');
    const email = invalidAnswer('info/contact', '.emailAddress');
    const phoneMissing = requiredMessage('info/contact', '.homePhoneNumber');
    function Caller() {
      const [changes, setChanges] = useState(0);
      return (
        <FormScreen screen={contact} formData={{}} onSubmit={vi.fn()} onChange={() => setChanges((n) => n + 1)}
          actions={<button type="submit">Next {changes}</button>} />
      );
    }
    render(<Caller />);
    await userEvent.type(screen.getByLabelText(/Email Address/), String(email.value));
    await userEvent.click(screen.getByRole('button', { name: /^Next/ }));
    await waitFor(() => expect(document.getElementById('root_emailAddress__error')?.textContent).toBe(email.message));
    expect(document.getElementById('root_homePhoneNumber__error')?.textContent).toContain(phoneMissing);
    await userEvent.type(screen.getByLabelText(/^Ext/), '1');
    expect(document.getElementById('root_emailAddress__error')?.textContent).toBe(email.message);
    await userEvent.type(screen.getByLabelText(/Email Address/), 'x');
    expect(document.getElementById('root_emailAddress__error')).toBeNull();
    expect(document.getElementById('root_homePhoneNumber__error')?.textContent).toContain(phoneMissing);
  });

  it('validateOn blur: the message of a field just left stays while another field is typed into', async () => {
    const contact = await loadScreen('info/contact');
    const onBlurScreen = { ...contact, uiSchema: { ...contact.uiSchema, 'ui:options': { validateOn: 'blur' } } };
    const email = invalidAnswer('info/contact', '.emailAddress');
    render(<FormScreen screen={onBlurScreen} formData={{}} onSubmit={vi.fn()} actions={null} />);
    await userEvent.type(screen.getByLabelText(/Email Address/), String(email.value));
    await userEvent.tab();
    await waitFor(() => expect(document.getElementById('root_emailAddress__error')?.textContent).toBe(email.message));
    await userEvent.type(screen.getByLabelText(/^Ext/), '12');
    expect(document.getElementById('root_emailAddress__error')?.textContent).toBe(email.message);
  });
});
