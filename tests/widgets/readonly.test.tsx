import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderForm } from './helpers/form';

describe('read-only fields (ui:readonly)', () => {
  it('render as focusable text inputs marked readonly, a select as its chosen label', () => {
    renderForm(
      {
        type: 'object',
        properties: {
          city: { type: 'string', title: 'City' },
          loanAmount: { type: 'number', title: 'Loan Amount' },
          loanPurpose: { type: 'string', title: 'Loan Purpose', oneOf: [{ const: 'Refinance', title: 'Refinance' }, { const: 'Purchase', title: 'Purchase' }] },
        },
      },
      {
        'ui:readonly': true,
        loanAmount: { 'ui:widget': 'MoneyWidget' },
        loanPurpose: { 'ui:widget': 'SelectWidget' },
      },
      { city: 'Springfield', loanAmount: 250000, loanPurpose: 'Refinance' },
    );
    for (const [name, value] of [['City', 'Springfield'], ['Loan Amount', '250,000.00'], ['Loan Purpose', 'Refinance']] as const) {
      const input = screen.getByRole('textbox', { name }) as HTMLInputElement;
      expect(input.readOnly).toBe(true);
      expect(input.disabled).toBe(false);
      expect(input.value).toBe(value);
    }
  });
});
