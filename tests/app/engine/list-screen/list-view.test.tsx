import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListDefinition } from '../../../../src/shared/flow/list-types';
import { ListView } from '../../../../src/app/engine/list-screen/ListView';
import { resolveSections } from '../../../../src/app/engine/list-screen/logic/resolve-sections';
import type { ScreenContext } from '../../../../src/app/engine';
import { renderWithTheme } from '../../helpers/render';
import { profileFixture } from '../fixtures';

const definition: ListDefinition = {
  title: 'Your Addresses',
  note: 'Tell us where you lived in the past two years.',
  sections: [
    {
      id: 'prior', title: 'Previous Addresses', empty: 'None on file.',
      source: {
        from: '/priorAddresses', key: 'borrowerAddressId',
        delete: { call: 'UpdateBorrowerAddress', body: [{ borrowerAddressId: { $read: '/borrowerAddressId' }, activeInd: false }] },
      },
      item: { title: '{street}', lines: ['{city}, {state} {zip}', 'Unit {unit}'] },
      add: { label: 'Add Previous Address', to: 'add-prev' }, edit: 'edit-prev', delete: true,
      total: { label: 'Total', field: 'amount' },
    },
    { id: 'mailing', title: 'Mailing Address', source: { from: '/noAddresses', key: 'borrowerAddressId' }, empty: 'None on file.', item: { title: '{street}' } },
  ],
};

const priorAddresses = [
  { borrowerAddressId: 11, street: '123 Main St', city: 'Springfield', state: 'IL', zip: '62704', unit: null, amount: 100.5 },
  { borrowerAddressId: 12, street: '9 Elm Rd', city: 'Dover', state: null, zip: '', unit: '4B', amount: '1,000' },
];
const ctx = { profile: { ...profileFixture(), priorAddresses }, params: {}, lookups: {} } as unknown as ScreenContext;

function renderList(onDelete = vi.fn()) {
  const onNext = vi.fn();
  const onBack = vi.fn();
  renderWithTheme(
    <ListView
      definition={definition}
      sections={resolveSections(definition, ctx)}
      addPath={(id) => `/info/${id}`}
      editPath={(id, item) => `/info/${id}/${item.id}`}
      onDelete={onDelete}
      deleting={new Set(['12'])}
      onBack={onBack}
      onNext={onNext}
    />,
  );
  return { onDelete, onNext, onBack };
}

describe('ListView', () => {
  it('shows the title, note and each section as a heading with its items as a list', () => {
    renderList();
    screen.getByRole('heading', { level: 1, name: 'Your Addresses' });
    screen.getByText('Tell us where you lived in the past two years.');
    const prior = screen.getByRole('region', { name: 'Previous Addresses' });
    const items = within(prior).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('123 Main St');
    expect(items[0]!.textContent).toContain('Springfield, IL 62704');
    expect(items[0]!.textContent).not.toContain('Unit');
    expect(items[1]!.textContent).toContain('Dover');
    expect(items[1]!.textContent).toContain('Unit 4B');
    within(prior).getByText('$1,100.50');
  });

  it('shows the empty text of a section without items', () => {
    renderList();
    const mailing = screen.getByRole('region', { name: 'Mailing Address' });
    within(mailing).getByText('None on file.');
    expect(within(mailing).queryByRole('list')).toBeNull();
  });

  it('names Edit links and Delete buttons with the item, and links Add to its node', () => {
    const { onDelete } = renderList();
    expect(screen.getByRole('link', { name: 'Edit 123 Main St' }).getAttribute('href')).toBe('/info/edit-prev/11');
    expect(screen.getByRole('link', { name: 'Add Previous Address' }).getAttribute('href')).toBe('/info/add-prev');
    fireEvent.click(screen.getByRole('button', { name: 'Delete 123 Main St' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ section: definition.sections[0] }), expect.objectContaining({ id: '11' }));
    expect((screen.getByRole('button', { name: 'Delete 9 Elm Rd' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('has Back and Next', () => {
    const { onNext, onBack } = renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onNext).toHaveBeenCalledOnce();
    expect(onBack).toHaveBeenCalledOnce();
  });
});
