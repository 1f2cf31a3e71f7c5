// The fast path's "Are All Your Assets Listed?" list: sections and subtitle by the offer facts.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FastPathOffer } from '../../../../src/shared/flow/fast-path/types';
import type { ListDefinition } from '../../../../src/shared/flow/list-types';
import { ListView } from '../../../../src/app/engine/list-screen/ListView';
import { listSubtitle, resolveSections } from '../../../../src/app/engine/list-screen/logic/resolve-sections';
import { loadList, type ScreenContext } from '../../../../src/app/engine';
import { renderWithTheme } from '../../helpers/render';
import { profileFixture } from '../fixtures';

const { list } = await loadList('fast-path/assets-and-properties');
const facts = (occupancyType: string | null, showRealEstateSection: boolean | null): FastPathOffer => ({
  loanType: 'Conventional',
  occupancyType,
  showRealEstateSection,
});
const ctxOf = (f?: FastPathOffer): ScreenContext => ({ profile: profileFixture(), params: {}, lookups: {}, ...(f ? { facts: f } : {}) });
const shownIds = (f: FastPathOffer | undefined, definition: ListDefinition = list) =>
  resolveSections(definition, ctxOf(f)).map((shown) => shown.section.id);

function renderPage(f: FastPathOffer) {
  renderWithTheme(
    <ListView
      definition={list}
      sections={resolveSections(list, ctxOf(f))}
      facts={f}
      addPath={(id) => `/fast-path/${id}`}
      editPath={(id, item) => `/fast-path/${id}/${item.id}`}
      onDelete={vi.fn()}
      deleting={new Set()}
      onBack={vi.fn()}
      onNext={vi.fn()}
    />,
  );
}

describe('resolveSections with the offer facts', () => {
  it('Investment Property or Secondary Residence shows the accounts; the real-estate flag the properties and lenders', () => {
    expect(shownIds(facts('Investment Property', false))).toEqual(['accounts']);
    expect(shownIds(facts('Secondary Residence', false))).toEqual(['accounts']);
    expect(shownIds(facts('Investment Property', true))).toEqual(['accounts', 'properties', 'lenders']);
  });

  it('Primary Residence with the flag shows the properties and lenders only', () =>
    expect(shownIds(facts('Primary Residence', true))).toEqual(['properties', 'lenders']));

  it('unknown facts (null) and no facts at all hide every section with a rule', () => {
    expect(shownIds(facts(null, null))).toEqual([]);
    expect(shownIds(undefined)).toEqual([]);
    const mixed: ListDefinition = { ...list, sections: [{ ...list.sections[0]!, id: 'always', shownWhen: undefined }, list.sections[1]!] };
    expect(shownIds(undefined, mixed)).toEqual(['always']);
  });

});

describe('listSubtitle', () => {
  it('chooses the subtitle by occupancy, else the default', () => {
    expect(listSubtitle(list, facts('Investment Property', true))).toMatch(/for your investment property/);
    expect(listSubtitle(list, facts('Secondary Residence', false))).toMatch(/for your second home/);
    expect(listSubtitle(list, facts('Primary Residence', true))).toBe('Review the real estate on file and add any that is missing.');
    expect(listSubtitle(list, undefined)).toBe('Review the real estate on file and add any that is missing.');
  });

  it('is the first entry whose condition holds, the note of a list without subtitles, or none', () => {
    const base: ListDefinition = { title: 'T', sections: [] };
    const when = { required: ['showRealEstateSection'], properties: { showRealEstateSection: { const: true } } };
    expect(listSubtitle({ ...base, subtitles: [{ when, text: 'A' }, { when, text: 'B' }, { text: 'C' }] }, facts(null, true))).toBe('A');
    expect(listSubtitle({ ...base, subtitles: [{ when, text: 'A' }] }, facts(null, false))).toBeUndefined();
    expect(listSubtitle({ ...base, note: 'N' }, facts(null, true))).toBe('N');
    expect(listSubtitle(base, undefined)).toBeUndefined();
  });
});

describe('the Are All Your Assets Listed? page', () => {
  it('shows the subtitle as a paragraph under the title, and the shown sections', () => {
    renderPage(facts('Investment Property', false));
    screen.getByRole('heading', { level: 1, name: 'Are All Your Assets Listed?' });
    const subtitle = screen.getByText(/for your investment property/);
    expect(subtitle.tagName).toBe('P');
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Are All Your Assets Listed?', 'Accounts']);
    expect(screen.queryByRole('region', { name: 'Real Estate Properties' })).toBeNull();
  });

  it('Primary Residence with the flag: real estate only, with the default subtitle', () => {
    renderPage(facts('Primary Residence', true));
    expect(screen.getByText('Review the real estate on file and add any that is missing.').tagName).toBe('P');
    expect(screen.queryByRole('region', { name: 'Accounts' })).toBeNull();
    screen.getByRole('region', { name: 'Real Estate Properties' });
    screen.getByRole('region', { name: 'Lenders' });
  });

  it('with no section shown still has its title, subtitle and buttons', () => {
    renderPage(facts('Primary Residence', false));
    screen.getByRole('heading', { level: 1, name: 'Are All Your Assets Listed?' });
    expect(screen.queryAllByRole('region')).toEqual([]);
    screen.getByRole('button', { name: 'Back' });
    screen.getByRole('button', { name: 'Next' });
  });
});
