import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DateWidget from '../../src/widgets/DateWidget';
import { renderWidget } from './helpers/controlled';

describe('DateWidget', () => {
  it('inserts slashes as digits are typed and stores MM/DD/YYYY', async () => {
    const { onChange } = renderWidget(DateWidget, { label: 'Date of Birth' });
    const input = screen.getByLabelText('Date of Birth');
    expect(input).toHaveProperty('placeholder', 'MM/DD/YYYY');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    await userEvent.type(input, '01151980');
    expect(input).toHaveProperty('value', '01/15/1980');
    expect(onChange).toHaveBeenLastCalledWith('01/15/1980');
  });
  it('ignores letters and clears to undefined', async () => {
    const { onChange } = renderWidget(DateWidget, { label: 'Date', value: '01/02/2000' });
    const input = screen.getByLabelText('Date');
    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    await userEvent.type(input, 'ab1');
    expect(input).toHaveProperty('value', '1');
  });
  it('links its errors through aria-describedby', () => {
    renderWidget(DateWidget, { label: 'Date', rawErrors: ['Date of Birth is a required field.'] });
    const input = screen.getByLabelText('Date');
    expect(input.getAttribute('aria-describedby')).toBe('root_field__error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
