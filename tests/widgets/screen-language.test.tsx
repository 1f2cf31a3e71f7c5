import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetProps } from '@rjsf/utils';
import type { ReactElement } from 'react';
import { ScreenLanguageProvider, type ScreenLanguage } from '../../src/widgets/screen-language';
import { widgets } from '../../src/widgets/registry';
import { renderWidget } from './helpers/controlled';

/** A stand-in language: texts and messages it knows in capitals, marked so a test sees where they came from. */
const shouting: ScreenLanguage = {
  tr: (text) => (text === 'Account Type' || text === 'Checking' ? text.toUpperCase() : text),
  t: (id, values) => `${id.toUpperCase()}${values ? JSON.stringify(values) : ''}`,
  lang: 'vi',
};

const inLanguage = (ui: ReactElement) => <ScreenLanguageProvider value={shouting}>{ui}</ScreenLanguageProvider>;

describe('widgets in the screen language', () => {
  it('a registered widget shows its label and options through tr, and its own words through t', () => {
    const Select = widgets.SelectWidget as (props: WidgetProps) => ReactElement;
    render(
      inLanguage(
        <Select
          {...({ id: 'root_type', name: 'type', label: 'Account Type', schema: {}, uiSchema: {}, registry: {}, required: false, disabled: false, readonly: false } as unknown as WidgetProps)}
          options={{ enumOptions: [{ label: 'Checking', value: 1 }, { label: 'Savings', value: 2 }] }}
          value={undefined}
          onChange={() => undefined}
          onBlur={() => undefined}
          onFocus={() => undefined}
        />,
      ),
    );
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['SELECTPLACEHOLDER', 'CHECKING', 'Savings']);
  });

  it('the SSN toggle speaks the screen language', async () => {
    const Ssn = widgets.SsnWidget as (props: WidgetProps) => ReactElement;
    renderWidget((props) => inLanguage(<Ssn {...props} />), { label: 'Last 6' });
    await userEvent.click(screen.getByRole('button', { name: 'SHOWDIGITS' }));
    expect(screen.getByRole('button', { name: 'HIDEDIGITS' }).textContent).toBe('HIDE');
  });

  it('a money field in a language writing 1.234,50', () => {
    const Money = widgets.MoneyWidget as (props: WidgetProps) => ReactElement;
    renderWidget((props) => inLanguage(<Money {...props} />), { label: 'Amount', value: 1234.5, schema: { type: 'number' } });
    expect(screen.getByLabelText('Amount')).toHaveProperty('value', '1.234,50');
  });
});
