import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FieldProps, Registry } from '@rjsf/utils';
import DependentAgesField from '../../src/widgets/fields/DependentAgesField';
import type { DependentEntry } from '../../src/widgets/fields/dependents';

afterEach(() => cleanup());

function renderField(initial: DependentEntry[], errors?: string[]) {
  const onChange = vi.fn();
  function Host() {
    const [list, setList] = useState<DependentEntry[]>(initial);
    const props = {
      fieldPathId: { $id: 'root_dependentInfo', path: ['dependentInfo'] },
      formData: list,
      schema: { title: 'Dependents', type: 'array' },
      uiSchema: {},
      errorSchema: errors ? { __errors: errors } : undefined,
      registry: {} as Registry,
      name: 'dependentInfo',
      onBlur: vi.fn(),
      onFocus: vi.fn(),
      onChange: (next: DependentEntry[]) => {
        onChange(next);
        setList(next);
      },
    } as unknown as FieldProps<DependentEntry[]>;
    return <DependentAgesField {...props} />;
  }
  render(<Host />);
  return onChange;
}

const listItems = () => within(screen.getByRole('list', { name: /added/ })).queryAllByRole('listitem');

describe('DependentAgesField', () => {
  it('adds an age as an active dependent and clears the entry', async () => {
    const onChange = renderField([]);
    const input = screen.getByLabelText('Dependent Age');
    await userEvent.type(input, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(onChange).toHaveBeenLastCalledWith([{ dependentAge: 7, activeInd: true }]);
    expect(input).toHaveProperty('value', '');
    expect(listItems()).toHaveLength(1);
  });
  it('Enter in the entry adds instead of submitting; 0 reads "Under 1 year"', async () => {
    renderField([]);
    await userEvent.type(screen.getByLabelText('Dependent Age'), '0{Enter}');
    expect(listItems()[0]?.textContent).toContain('Under 1 year');
  });
  it('soft-removes saved dependents and drops new ones', async () => {
    const onChange = renderField([
      { dependentId: 11, dependentAge: 4, borrowerId: 5001, activeInd: true },
      { dependentAge: 2, activeInd: true },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove dependent, 2 years old' }));
    expect(onChange).toHaveBeenLastCalledWith([{ dependentId: 11, dependentAge: 4, borrowerId: 5001, activeInd: true }]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove dependent, 4 years old' }));
    expect(onChange).toHaveBeenLastCalledWith([{ dependentId: 11, dependentAge: 4, borrowerId: 5001, activeInd: false }]);
    expect(listItems()).toHaveLength(0);
  });
  it('shows its errors linked to the entry input', () => {
    renderField([], ['Dependent Age must be an integer.']);
    const input = screen.getByLabelText('Dependent Age');
    expect(input.getAttribute('aria-describedby')).toBe('root_dependentInfo__error');
    expect(document.getElementById('root_dependentInfo__error')?.textContent).toContain('Dependent Age must be an integer.');
  });
});
