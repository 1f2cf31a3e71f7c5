import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextWidget from '../../src/widgets/TextWidget';
import { renderWidget } from './helpers/controlled';

describe('TextWidget', () => {
  it("stops text at the schema's maxLength while typing", async () => {
    const { onChange } = renderWidget(TextWidget, { label: 'Position', schema: { type: 'string', maxLength: 5 } });
    const input = screen.getByLabelText('Position');
    expect(input).toHaveProperty('maxLength', 5);
    await userEvent.type(input, 'Manager');
    expect(onChange).toHaveBeenLastCalledWith('Manag');
  });

  it('sets no limit on numbers or text without one', () => {
    renderWidget(TextWidget, { label: 'Years', schema: { type: 'integer', maxLength: 2 } });
    expect(screen.getByLabelText('Years').getAttribute('maxlength')).toBeNull();
  });
});
