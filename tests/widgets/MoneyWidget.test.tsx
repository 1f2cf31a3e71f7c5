import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MoneyWidget from '../../src/widgets/MoneyWidget';
import { renderWidget } from './helpers/controlled';

describe('MoneyWidget', () => {
  it('stores a number and shows two decimals on blur', async () => {
    const { onChange } = renderWidget(MoneyWidget, { label: 'Amount', schema: { type: 'number' } });
    const input = screen.getByLabelText('Amount');
    await userEvent.type(input, '1234.5');
    expect(onChange).toHaveBeenLastCalledWith(1234.5);
    await userEvent.tab();
    expect(input).toHaveProperty('value', '1,234.50');
  });
  it('never accepts a minus sign or a third decimal', async () => {
    const { onChange } = renderWidget(MoneyWidget, { label: 'Amount', schema: { type: 'number' } });
    const input = screen.getByLabelText('Amount');
    await userEvent.type(input, '-10.999');
    expect(input).toHaveProperty('value', '10.99');
    expect(onChange).toHaveBeenLastCalledWith(10.99);
  });
  it('formats an initial value', () => {
    renderWidget(MoneyWidget, { label: 'Amount', value: 50, schema: { type: 'number' } });
    expect(screen.getByLabelText('Amount')).toHaveProperty('value', '50.00');
  });
});
