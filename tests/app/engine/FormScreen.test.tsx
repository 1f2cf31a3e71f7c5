import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FormScreen from '../../../src/app/engine/FormScreen';
import { loadScreen } from '../../../src/app/engine/screen-loader';
import type { ScreenContext } from '../../../src/app/engine/types';
import { profileFixture } from './fixtures';
import { boundOf } from './helpers/bound-of';
import examples from '../../../schemas/info/personal.examples.json';
import { invalidAnswer, requiredMessage, validValue } from '../../helpers/screen-examples';

afterEach(() => cleanup());

const REQUIRED = ['firstName', 'lastName', 'dateOfBirth']
  .map((field): [string, string] => [`root_${field}`, requiredMessage('info/personal', `.${field}`)]);

async function renderPersonal(onSubmit = vi.fn(), formData: Record<string, unknown> = {}) {
  const personal = await loadScreen('info/personal');
  const view = render(
    <FormScreen screen={personal} formData={formData} onSubmit={onSubmit} actions={<button type="submit">Next</button>} />,
  );
  return { ...view, onSubmit };
}

describe('FormScreen with info/personal', () => {
  it('shows the schema title as the page h1', async () => {
    await renderPersonal();
    screen.getByRole('heading', { level: 1, name: 'Tell Us About Yourself' });
  });

  it('submitting empty shows the spec messages under their fields, linked and focused', async () => {
    const { onSubmit } = await renderPersonal();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).not.toHaveBeenCalled();
    for (const [id, message] of REQUIRED) {
      const errorBox = document.getElementById(`${id}__error`);
      expect(errorBox?.textContent).toContain(message);
      const input = document.getElementById(id);
      expect(input?.getAttribute('aria-describedby')?.split(' ')).toContain(`${id}__error`);
      expect(input?.getAttribute('aria-invalid')).toBe('true');
    }
    const group = screen.getByRole('radiogroup', { name: /Do you have any dependents\?/ });
    expect(group.getAttribute('aria-describedby')).toContain('root_dependentsInd__error');
    expect(document.getElementById('root_dependentsInd__error')?.textContent)
      .toContain(requiredMessage('info/personal', '.dependentsInd'));
    await waitFor(() => expect(document.activeElement?.id).toBe('root_firstName'));
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain(requiredMessage('info/personal', '.firstName'));
    expect(summary.querySelector('a[href="#root_firstName"]')).toBeTruthy();
    const expected = examples.invalid[0]?.errors.map((e) => e.message) ?? [];
    expect([...summary.querySelectorAll('li')].map((li) => li.textContent)).toEqual(expect.arrayContaining(expected));
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });

  it('keeps typed values after a failed save', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('network')));
    await renderPersonal(onSubmit, examples.valid[0] as Record<string, unknown>);
    const first = screen.getByLabelText(/First Name/);
    await userEvent.clear(first);
    await userEvent.type(first, 'Janet');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText(/First Name/)).toHaveProperty('value', 'Janet');
  });

  it('submits valid data with the form data', async () => {
    const data = examples.valid[0] as Record<string, unknown>;
    const { onSubmit } = await renderPersonal(vi.fn(), data);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject(data);
  });

  it('Enter in a field submits the form', async () => {
    const { onSubmit } = await renderPersonal(vi.fn(), examples.valid[0] as Record<string, unknown>);
    await userEvent.type(screen.getByLabelText(/First Name/), '{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('reveals Other Suffix when suffix is Other', async () => {
    await renderPersonal(vi.fn(), examples.valid[0] as Record<string, unknown>);
    expect(document.getElementById('root_otherSuffix')).toBeNull();
    await userEvent.selectOptions(document.getElementById('root_suffixName') as HTMLSelectElement, 'Other');
    await waitFor(() => expect(document.getElementById('root_otherSuffix')).toBeTruthy());
  });
});

describe('FormScreen focus after a refused submit', () => {
  const nextFrames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

  // Whoever goes on to another field as soon as the messages show (a quick borrower, a browser test) must find focus
  // already moved: moved a frame later, it left the field they went to, and what they typed next went into the first
  // invalid field (Years typed as 1 stayed 0, the 1 went into Months).
  it('moves focus to the first invalid field in the submit itself, and then leaves the field the user goes to alone', async () => {
    const previous = await loadScreen('info/previous-address');
    const refused = invalidAnswer('info/previous-address', '.months');
    const onSubmit = vi.fn();
    render(<FormScreen screen={previous} formData={refused.formData} onSubmit={onSubmit} actions={<button type="submit">Next</button>} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert').textContent).toContain(refused.message);
    expect(document.activeElement?.id).toBe('root_months');

    const years = screen.getByLabelText(/^Years/);
    years.focus();
    await nextFrames();
    expect(document.activeElement).toBe(years);
    fireEvent.change(document.activeElement as HTMLInputElement, { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(/^Months/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ years: 1 });
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('months', expect.anything());
  });
});

describe('FormScreen messages', () => {
  // Each field shows one message (the screen's own rule over a shared one, else the first), as the server answers.
  it.each(examples.invalid.map((example, i) => [i, example] as const))(
    'invalid example #%i of info/personal shows exactly its messages, one per field',
    async (_i, example) => {
      const { onSubmit } = await renderPersonal(vi.fn(), example.formData as Record<string, unknown>);
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      const summary = await screen.findByRole('alert');
      expect(onSubmit).not.toHaveBeenCalled();
      const shown = [...summary.querySelectorAll('li')].map((li) => li.textContent).sort();
      expect(shown).toEqual(example.errors.map((e) => e.message).sort());
    },
  );
});

describe('FormScreen hidden fields', () => {
  it('a field a rule hides is never missing: its required message is not shown and the form submits', async () => {
    const contact = await loadScreen('info/contact');
    const onSubmit = vi.fn();
    const formData = { cellPhoneNumber: validValue('info/contact', '.cellPhoneNumber') };
    render(
      <FormScreen screen={contact} formData={formData} hiddenFields={() => ['emailAddress']}
        uiSchemaOverrides={{ emailAddress: { 'ui:widget': 'hidden' } }} onSubmit={onSubmit} actions={<button type="submit">Next</button>} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(requiredMessage('info/contact', '.emailAddress'))).toBeNull();
  });
});

describe('FormScreen conditional sections', () => {
  it('alternate name Yes reveals the alternate name fields in a fieldset', async () => {
    await renderPersonal(vi.fn(), examples.valid[0] as Record<string, unknown>);
    await userEvent.click(within(screen.getByRole('radiogroup', { name: /another name/ })).getByLabelText('Yes'));
    const section = await screen.findByRole('group', { name: 'Alternate Name' });
    within(section).getByLabelText(/Alternate First Name/);
  });

  it('joint credit: options from potential joint borrowers, or disabled with help when none', async () => {
    const personal = await loadScreen('info/personal');
    const data = { ...(examples.valid[0] as Record<string, unknown>), creditTypeId: 2 };
    const jointUi = (potentialJointBorrowers: ScreenContext['profile']['potentialJointBorrowers']) =>
      boundOf('info/personal').uiOverrides({ profile: { ...profileFixture(), potentialJointBorrowers }, params: {}, lookups: {} }, {});
    const withJoint = jointUi([{ borrowerId: 5002, firstName: 'Pat', lastName: 'Doe', activeInd: true }]);
    const view = render(
      <FormScreen screen={personal} formData={data} uiSchemaOverrides={withJoint} onSubmit={vi.fn()} actions={null} />,
    );
    screen.getByRole('option', { name: 'Pat Doe' });
    view.unmount();
    render(
      <FormScreen screen={personal} formData={{}} uiSchemaOverrides={jointUi([])} onSubmit={vi.fn()} actions={null} />,
    );
    expect(screen.getByLabelText('Joint')).toHaveProperty('disabled', true);
    const help = screen.getByText('A joint borrower must be on file to apply for joint credit.');
    expect(screen.getByRole('radiogroup', { name: /individual or joint/ }).getAttribute('aria-describedby')).toContain(help.id);
  });
});

describe('FormScreen registry checks', () => {
  it('throws a helpful error for an unknown widget', async () => {
    const personal = await loadScreen('info/personal');
    const broken = { ...personal, uiSchema: { ...personal.uiSchema, firstName: { 'ui:widget': 'NopeWidget' } } };
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(<FormScreen screen={broken} formData={{}} onSubmit={vi.fn()} actions={null} />),
    ).toThrow(/No widget 'NopeWidget'.*Registered widgets: TextWidget, DateWidget/);
    spy.mockRestore();
  });
});
