import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CheckboxWidget from '../../src/widgets/CheckboxWidget';
import { renderWidget } from './helpers/controlled';
import { renderForm } from './helpers/form';

describe('CheckboxWidget', () => {
  it('is one box labelled by the text next to it, true when checked and false when not', async () => {
    const { onChange } = renderWidget(CheckboxWidget, { label: 'Chapter 7', schema: { type: 'boolean' } });
    const box = screen.getByRole('checkbox', { name: /Chapter 7/ });
    await userEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('honours disabled and readonly, and links its errors', () => {
    renderWidget(CheckboxWidget, { label: 'Paid off', schema: { type: 'boolean' }, disabled: true, rawErrors: ['Pick one.'] });
    const box = screen.getByRole('checkbox', { name: /Paid off/ });
    expect(box).toHaveProperty('disabled', true);
    expect(box.getAttribute('aria-describedby')).toBe('root_field__error');
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('in a form: the label is not repeated above the box, and ui:disabled disables it', () => {
    renderForm(
      { type: 'object', properties: { a: { type: 'boolean', title: 'Veteran' }, b: { type: 'boolean', title: 'Reserve' } } },
      { a: { 'ui:widget': 'CheckboxWidget' }, b: { 'ui:disabled': true } },
    );
    expect(screen.getAllByText('Veteran')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Reserve' })).toHaveProperty('disabled', true);
  });
});
