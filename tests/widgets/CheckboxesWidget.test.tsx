import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CheckboxesWidget from '../../src/widgets/CheckboxesWidget';
import { checkboxChoices, toggleChoice } from '../../src/widgets/checkbox-choices';
import { renderWidget } from './helpers/controlled';
import { renderForm } from './helpers/form';

const borrowers = [
  { label: 'Jane Doe', value: 7001 },
  { label: 'John Doe', value: 7002 },
];

describe('checkbox choices', () => {
  it('takes enum options first, else ui:options.choices', () => {
    expect(checkboxChoices({ enumOptions: [{ label: 'A', value: 'a' }], choices: borrowers })).toEqual([{ label: 'A', value: 'a' }]);
    expect(checkboxChoices({ choices: borrowers })).toEqual(borrowers);
    expect(checkboxChoices({ choices: [{ value: 1 }, 'x'] })).toEqual([]);
  });
  it('keeps the selection in the order of the choices', () => {
    expect(toggleChoice([7002], 7001, true, borrowers)).toEqual([7001, 7002]);
    expect(toggleChoice([7001, 7002], 7001, false, borrowers)).toEqual([7002]);
  });
});

describe('CheckboxesWidget', () => {
  it('is a fieldset named by its label with a box per choice (ui:options.choices)', async () => {
    const { onChange } = renderWidget(CheckboxesWidget, {
      label: 'Names on Shared Account',
      schema: { type: 'array', items: { type: 'integer' } },
      options: { choices: borrowers },
      value: [],
    });
    const group = screen.getByRole('group', { name: 'Names on Shared Account' });
    expect(group.tagName).toBe('FIELDSET');
    await userEvent.click(screen.getByRole('checkbox', { name: 'John Doe' }));
    expect(onChange).toHaveBeenLastCalledWith([7002]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Jane Doe' }));
    expect(onChange).toHaveBeenLastCalledWith([7001, 7002]);
  });

  it('links its errors to the group and marks the boxes invalid', () => {
    renderWidget(CheckboxesWidget, {
      label: 'Borrowers',
      schema: { type: 'array' },
      options: { choices: borrowers },
      value: [],
      rawErrors: ['Borrowers is a required field.'],
    });
    expect(screen.getByRole('group', { name: 'Borrowers' }).getAttribute('aria-describedby')).toBe('root_field__error');
    expect(screen.getByRole('checkbox', { name: 'Jane Doe' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('in a form: enum items with ui:enumNames, one legend, the error under the group', async () => {
    const { onSubmit } = renderForm(
      { type: 'object', properties: { races: { type: 'array', title: 'Race', uniqueItems: true, minItems: 1, items: { type: 'string', enum: ['a', 'w'] } } } },
      { races: { 'ui:widget': 'CheckboxesWidget', items: { 'ui:enumNames': ['Asian', 'White'] } } },
      { races: [] },
    );
    expect(screen.getAllByText('Race')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const group = screen.getByRole('group', { name: 'Race' });
    await waitFor(() => expect(group.getAttribute('aria-describedby')).toContain('__error'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'White' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ races: ['w'] }));
  });
});
