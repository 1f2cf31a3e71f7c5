import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import YesNoWidget from '../../src/widgets/YesNoWidget';
import RadioWidget from '../../src/widgets/RadioWidget';
import { renderWidget } from './helpers/controlled';

describe('YesNoWidget', () => {
  it('is a labelled radio group mapping Yes/No to true/false', async () => {
    const { onChange } = renderWidget(YesNoWidget, {
      label: 'Do you have any dependents?',
      schema: { type: 'boolean' },
      required: true,
    });
    const group = screen.getByRole('radiogroup', { name: /Do you have any dependents\?/ });
    expect(group.tagName).toBe('FIELDSET');
    await userEvent.click(screen.getByLabelText('Yes'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByLabelText('No'));
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByLabelText('No')).toHaveProperty('checked', true);
  });
  it('describes the group by its errors', () => {
    renderWidget(YesNoWidget, { label: 'Q', schema: { type: 'boolean' }, rawErrors: ['Please choose Yes or No.'] });
    expect(screen.getByRole('radiogroup', { name: 'Q' }).getAttribute('aria-describedby')).toBe('root_field__error');
  });
});

describe('RadioWidget', () => {
  it('selects enum options and disables ui:enumDisabled ones', async () => {
    const enumOptions = [
      { label: 'Individual', value: 1 },
      { label: 'Joint', value: 2 },
    ];
    const { onChange } = renderWidget(RadioWidget, {
      label: 'Credit Type',
      schema: { type: 'integer' },
      options: { enumOptions, enumDisabled: [2] },
    });
    expect(screen.getByLabelText('Joint')).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByLabelText('Individual'));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });
});
