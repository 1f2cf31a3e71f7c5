import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PhoneWidget from '../../src/widgets/PhoneWidget';
import { renderWidget } from './helpers/controlled';

describe('PhoneWidget', () => {
  it('shows (###) ###-#### and stores the 10 digits', async () => {
    const { onChange } = renderWidget(PhoneWidget, { label: 'Cell Phone' });
    const input = screen.getByLabelText('Cell Phone');
    await userEvent.type(input, '5551234567');
    expect(input).toHaveProperty('value', '(555) 123-4567');
    expect(onChange).toHaveBeenLastCalledWith('5551234567');
  });
  it('stops at 10 digits and removes a digit on backspace', async () => {
    const { onChange } = renderWidget(PhoneWidget, { label: 'Phone', value: '5551234567' });
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveProperty('value', '(555) 123-4567');
    await userEvent.type(input, '9');
    expect(input).toHaveProperty('value', '(555) 123-4567');
    await userEvent.type(input, '{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith('555123456');
  });
  it('keeps all ten digits when the number on file is pasted again without its punctuation', async () => {
    const { onChange } = renderWidget(PhoneWidget, { label: 'Phone', value: '5551234567' });
    const input = screen.getByLabelText('Phone');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('5551234567');
    expect(input).toHaveProperty('value', '(555) 123-4567');
    expect(onChange).toHaveBeenLastCalledWith('5551234567');
    fireEvent.change(input, { target: { value: '5551234567' } });
    expect(onChange).toHaveBeenLastCalledWith('5551234567');
  });
});
