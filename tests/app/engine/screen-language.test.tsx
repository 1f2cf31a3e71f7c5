import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import FormScreen from '../../../src/app/engine/FormScreen';
import { loadScreen } from '../../../src/app/engine/screen-loader';
import { hasTexts } from '../../../src/app/i18n/screen-texts';
import { texts as shownInSpanish } from '../../../src/app/generated/screens/info/contact.es.texts';
import layoutEn from '../../../messages/en/layout.json';
import widgetsEn from '../../../messages/en/widgets.json';
import widgetsEs from '../../../messages/es/widgets.json';
import { locales, sourceLocale } from '../../../src/shared/i18n/locales';
import { readMessages } from '../../../src/shared/i18n/message-catalogues';
import { repoRoot } from '../../helpers/catalogues';
import { englishLeft } from '../helpers/english-left';
import { renderInLocale } from '../helpers/render-in-locale';

/** A language of the portal that has not translated the contact screen (one on the way in). */
const lacking = locales.find((l) => l.code !== sourceLocale && !hasTexts('screen', l.code, 'info/contact'))!.code;
/** The notice in that language where its layout part has it, else in English. */
const noticeIn = (locale: string): string => readMessages(repoRoot, locale, 'layout')?.untranslatedNotice ?? layoutEn.untranslatedNotice;

/** A catalogue as an analyst keeps it: English text -> Spanish. */
const catalogue = (base: string): Record<string, string> => JSON.parse(readFileSync(`${base}.es.texts.json`, 'utf8')) as Record<string, string>;
const contactEs = catalogue('schemas/info/contact');
const phoneEs = catalogue('schemas/defs/phone');
const emailEs = catalogue('schemas/defs/email');

async function renderScreen(locale: string, screenId: string) {
  const shown = await loadScreen(screenId);
  const onSubmit = vi.fn();
  await renderInLocale(locale, <FormScreen screen={shown} formData={{}} onSubmit={onSubmit} actions={<button type="submit">OK</button>} />);
  return { shown, onSubmit };
}

describe('a form screen in the borrower\'s language', () => {
  it('info/contact in Spanish: title, labels, help and, after an invalid submit, the messages, all from the catalogues', async () => {
    const { onSubmit } = await renderScreen('es', 'info/contact');
    screen.getByRole('heading', { level: 1, name: contactEs['How Do We Reach You?'] });
    for (const label of [phoneEs['Home Phone'], phoneEs['Cell Phone'], phoneEs['Work Phone'], emailEs['Email Address']]) screen.getByLabelText(label!, { exact: false });
    screen.getByText(contactEs['Numbers only, up to 6 digits.']!);
    expect(screen.queryByText(noticeIn('es'))).toBeNull();
    expect(document.querySelector('[lang="en"]')).toBeNull();

    await userEvent.type(screen.getByLabelText(emailEs['Email Address']!, { exact: false }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = await screen.findByRole('alert');
    within(summary).getByText(widgetsEs.errorSummaryTitle);
    within(summary).getByText(contactEs['At least one phone number is required']!);
    within(summary).getByText(emailEs['Please enter a valid email address.']!);
    expect(document.getElementById('root_emailAddress__error')?.textContent).toBe(emailEs['Please enter a valid email address.']);
    await waitFor(() => expect(screen.getByRole('status').textContent).not.toBe(''));
    expect(englishLeft(shownInSpanish)).toEqual([]);
  });

  it('info/contact in a language that lacks it: wholly English, marked lang en, with the notice above the heading', async () => {
    const { shown } = await renderScreen(lacking, 'info/contact');
    const heading = screen.getByRole('heading', { level: 1, name: String(shown.schema.title) });
    expect(heading.closest('[lang]')?.getAttribute('lang')).toBe('en');
    const notice = screen.getByText(noticeIn(lacking));
    expect(notice.getAttribute('lang')).toBe(readMessages(repoRoot, lacking, 'layout') ? lacking : 'en');
    expect(notice.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    screen.getByLabelText('Home Phone', { exact: false });
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    within(await screen.findByRole('alert')).getByText(widgetsEn.errorSummaryTitle);
    // The probe the Spanish test relies on does see English.
    expect(englishLeft(shownInSpanish)).toEqual(expect.arrayContaining([String(shown.schema.title), widgetsEn.errorSummaryTitle]));
  });
});
