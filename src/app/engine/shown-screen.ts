import { sourceLocale } from '../../shared/i18n/locales';
import { translateDocument } from '../../shared/i18n/translate-document';
import type { ShownLanguage } from '../i18n/shown-language';
import type { ScreenModule } from './types';

const shown = new WeakMap<ScreenModule, Map<string, ScreenModule>>();

/**
 * The screen module with its UI schema and binding in the language it is shown in (labels, help, placeholders, and
 * what the binding's rules write: relabels, option messages). The schema stays English: the precompiled validators
 * find their sub-schemas by it, so its texts are translated where they are shown. One object per screen and language,
 * so the screen's binding is bound once.
 */
export function shownScreen(screen: ScreenModule, language: ShownLanguage): ScreenModule {
  if (language.lang === sourceLocale) return screen;
  const byLang = shown.get(screen) ?? new Map<string, ScreenModule>();
  shown.set(screen, byLang);
  let translated = byLang.get(language.lang);
  if (!translated) {
    translated = {
      ...screen,
      uiSchema: translateDocument('ui', screen.uiSchema, language.tr),
      binding: screen.binding && translateDocument('binding', screen.binding, language.tr),
    };
    byLang.set(language.lang, translated);
  }
  return translated;
}

/** A text of the screen's schema (its title, its description) in the language the screen is shown in. */
export function schemaText(screen: ScreenModule, language: ShownLanguage, key: 'title' | 'description'): string | undefined {
  const text = screen.schema[key];
  return typeof text === 'string' ? language.tr(text) : undefined;
}
