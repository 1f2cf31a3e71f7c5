import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SelectWidget from '../../src/widgets/SelectWidget';
import TextWidget from '../../src/widgets/TextWidget';
import { renderWidget } from './helpers/controlled';

describe('SelectWidget', () => {
  const enumOptions = [
    { label: 'None', value: 'None' },
    { label: 'Jr.', value: 'Jr.' },
    { label: 'Other', value: 'Other' },
  ];
  it('maps options to values and honours enumDisabled', async () => {
    const { onChange } = renderWidget(SelectWidget, { label: 'Suffix', options: { enumOptions, enumDisabled: ['Jr.'] } });
    const select = screen.getByLabelText('Suffix');
    expect(screen.getByRole('option', { name: 'Jr.' })).toHaveProperty('disabled', true);
    await userEvent.selectOptions(select, 'Other');
    expect(onChange).toHaveBeenLastCalledWith('Other');
  });
  it('takes run-time choices from ui:options.choices (numbers stay numbers)', async () => {
    const { onChange } = renderWidget(SelectWidget, {
      label: 'Joint Borrower',
      schema: { type: 'integer' },
      options: { choices: [{ label: 'Pat Doe', value: 5002 }] },
    });
    await userEvent.selectOptions(screen.getByLabelText('Joint Borrower'), 'Pat Doe');
    expect(onChange).toHaveBeenLastCalledWith(5002);
  });
});

describe('TextWidget', () => {
  it('reports typed text and undefined when cleared', async () => {
    const { onChange } = renderWidget(TextWidget, { label: 'First Name', required: true });
    const input = screen.getByLabelText('First Name');
    expect(input.getAttribute('aria-required')).toBe('true');
    await userEvent.type(input, 'Al');
    expect(onChange).toHaveBeenLastCalledWith('Al');
    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
