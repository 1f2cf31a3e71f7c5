import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressStrip } from '../../../src/app/engine/fast-path/ProgressStrip';
import { SideNav } from '../../../src/app/layout/SideNav';
import fastPathEs from '../../../flows/fast-path.es.texts.json';
import fullFlowEs from '../../../flows/full-flow.es.texts.json';
import progressEs from '../../../messages/es/fast-path-progress.json';
import { locales, sourceLocale } from '../../../src/shared/i18n/locales';
import { readMessages } from '../../../src/shared/i18n/message-catalogues';
import { repoRoot } from '../../helpers/catalogues';
import { renderInLocale } from '../helpers/render-in-locale';

/** A language on the way in that has not translated the strip's own words (fast-path-progress). */
const withoutProgressWords = locales.find((l) => l.code !== sourceLocale && !readMessages(repoRoot, l.code, 'fast-path-progress'))!.code;

const sections = [
  { title: 'Prior Loan Info', done: true, current: false },
  { title: 'Declarations', done: false, current: true },
];
const steps = [{ id: 'info', number: 1, title: 'Your Info', to: '/info', current: true }];

describe('flow texts where they are shown', () => {
  it('the progress strip in Spanish: section titles from the fast path\'s catalogue, its own words from its part', async () => {
    await renderInLocale('es', <ProgressStrip sections={sections} />);
    const strip = screen.getByRole('navigation', { name: progressEs.progressLabel });
    within(strip).getByText(fastPathEs['Prior Loan Info']);
    within(strip).getByText(fastPathEs.Declarations);
    expect(strip.textContent).toContain(progressEs.done);
  });

  it('the progress strip in a language without its words: English, marked lang en, section titles too', async () => {
    await renderInLocale(withoutProgressWords, <ProgressStrip sections={sections} />);
    const strip = screen.getByRole('navigation', { name: 'Review progress' });
    expect(strip.getAttribute('lang')).toBe('en');
    within(strip).getByText('Prior Loan Info');
  });

  it('the side nav\'s step titles follow the flow\'s texts', async () => {
    await renderInLocale('es', <SideNav id="nav" brokerageName="Acme" steps={steps} />);
    expect(screen.getByRole('link').textContent).toContain(fullFlowEs['Your Info']);
  });
});
