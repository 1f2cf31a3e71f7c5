import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rowButtonLabels } from '../../src/widgets/templates/row-labels';
import { giftsExample } from '../../stories/fixtures/gifts-example';
import { renderForm } from './helpers/form';

const { schema, uiSchema } = giftsExample;

describe('row labels', () => {
  it('come from the array ui:options, with plain defaults', () => {
    expect(rowButtonLabels({ addLabel: 'Add Gift or Grant', removeLabel: 'Delete', itemLabel: 'Gift' })).toEqual({ add: 'Add Gift or Grant', remove: 'Delete', item: 'Gift' });
    expect(rowButtonLabels({}, 'Gift or Grant')).toEqual({ add: 'Add', remove: 'Remove', item: 'Gift or Grant' });
  });
});

describe('ArrayFieldTemplate and ArrayFieldItemTemplate', () => {
  it('draws rows in a fieldset with labelled Add and Remove buttons (each Remove names its row); add focuses the new row, remove drops it', async () => {
    const { onChange } = renderForm(schema, uiSchema, giftsExample.formData);
    const group = screen.getByRole('group', { name: 'Gifts or Grants' });
    expect(within(group).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Add Gift or Grant' }));
    await waitFor(() => expect(within(group).getAllByRole('listitem')).toHaveLength(2));
    await waitFor(() => expect(document.activeElement?.id).toBe('root_gifts_1_source'));
    const removes = screen.getAllByRole('button', { name: /^Remove Gift or Grant \d$/ });
    expect(removes.map((button) => button.textContent)).toEqual(['Remove', 'Remove']);
    expect(screen.getByRole('button', { name: 'Remove Gift or Grant 2' })).toBe(removes[1]);
    expect(screen.queryByRole('button', { name: /^move/i })).toBeNull();
    await userEvent.click(removes[0]!);
    await waitFor(() => expect(within(group).getAllByRole('listitem')).toHaveLength(1));
    expect(onChange).toHaveBeenLastCalledWith({ gifts: [{}] });
  });

  it("shows the array's own error under its legend, linked", async () => {
    renderForm(schema, uiSchema, { gifts: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const group = screen.getByRole('group', { name: 'Gifts or Grants' });
    await waitFor(() => expect(group.getAttribute('aria-describedby')).toContain('root_gifts__error'));
    within(group).getByText(/must NOT have fewer than 1 items/);
  });
});
