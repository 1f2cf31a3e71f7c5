import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SsnWidget from '../../src/widgets/SsnWidget';
import { renderWidget } from './helpers/controlled';

describe('SsnWidget', () => {
  it('is masked, numeric, at most 6 digits, with a show/hide toggle', async () => {
    const { onChange } = renderWidget(SsnWidget, { label: 'Last 6 of SSN' });
    const input = screen.getByLabelText('Last 6 of SSN');
    expect(input).toHaveProperty('type', 'password');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input).toHaveProperty('maxLength', 6);
    await userEvent.type(input, '12a34567');
    expect(onChange).toHaveBeenLastCalledWith('123456');
    const toggle = screen.getByRole('button', { name: 'Show digits' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(input).toHaveProperty('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide digits' }).getAttribute('aria-pressed')).toBe('true');
  });
});
