import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { textLoaders as listTextLoaders } from '../../../src/app/generated/lists/texts';
import { textLoaders as screenTextLoaders } from '../../../src/app/generated/screens/texts';
import { hasTexts, loadTexts } from '../../../src/app/i18n/screen-texts';
import { shownLanguage } from '../../../src/app/i18n/shown-language';

const contactEs = JSON.parse(readFileSync('schemas/info/contact.es.texts.json', 'utf8')) as Record<string, string>;

describe('screen texts', () => {
  it('a screen translated completely in a locale has its texts there; one that is not has none', async () => {
    expect(hasTexts('screen', 'es', 'info/contact')).toBe(true);
    expect(hasTexts('screen', 'ko', 'info/contact')).toBe(false);
    expect(hasTexts('list', 'es', 'info/address-list')).toBe(true);
    const texts = await loadTexts('screen', 'es', 'info/contact');
    expect(texts['How Do We Reach You?']).toBe(contactEs['How Do We Reach You?']);
    expect(loadTexts('screen', 'es', 'info/contact')).toBe(loadTexts('screen', 'es', 'info/contact'));
  });

  it('loaded texts are marked fulfilled, so use() reads them without suspending', async () => {
    const promise = loadTexts('screen', 'es', 'info/personal');
    await promise;
    expect(promise).toMatchObject({ status: 'fulfilled' });
  });

  it('the rule: complete -> the locale and its texts; missing -> English as written, lang en, untranslated', () => {
    const spanish = shownLanguage({ Next: 'Siguiente' }, 'es');
    expect([spanish.lang, spanish.untranslated, spanish.tr('Next'), spanish.tr('Unknown')]).toEqual(['es', false, 'Siguiente', 'Unknown']);
    const korean = shownLanguage(null, 'ko');
    expect([korean.lang, korean.untranslated, korean.tr('Next')]).toEqual(['en', true, 'Next']);
    const english = shownLanguage(null, 'en');
    expect([english.lang, english.untranslated]).toEqual(['en', false]);
  });

  it('translating a text twice changes nothing (a translation is never another English text of the same screen)', async () => {
    for (const loaders of [screenTextLoaders, listTextLoaders]) {
      for (const [locale, byId] of Object.entries(loaders)) {
        for (const [id, load] of Object.entries(byId)) {
          const texts = await load();
          const { tr } = shownLanguage(texts, locale);
          const changed = Object.keys(texts).filter((english) => tr(tr(english)) !== tr(english));
          expect(changed, `${locale} ${id}`).toEqual([]);
        }
      }
    }
  });
});
