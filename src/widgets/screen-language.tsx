import { createContext, useContext } from 'react';
import { englishMessages } from './generated/english-messages';

/** The widgets' own messages (messages/en/widgets.json, the shell part `widgets`). */
export type WidgetMessageId = keyof typeof englishMessages;

/**
 * The language of the screen a widget is on. This React context is the one way widgets and templates get their texts:
 * the form runtime (src/app/engine/FormScreen) provides it for each screen, and a widget outside a screen (a story, a
 * widget test) reads English as written. Widgets depend only on src/shared, so the runtime hands in both functions.
 */
export interface ScreenLanguage {
  /** A text of the screen's schema or UI schema (English, as written there) in the screen's language. */
  tr(english: string): string;
  /** A widget's own message in the screen's language. */
  t(id: WidgetMessageId, values?: Record<string, string | number>): string;
  /** The screen's language (BCP 47): the borrower's when the screen is translated, else English. */
  lang: string;
}

function englishMessage(id: WidgetMessageId, values?: Record<string, string | number>): string {
  return englishMessages[id](values).flat(Infinity).join('');
}

/** Outside any screen: English as written. */
const outsideScreens: ScreenLanguage = { tr: (text) => text, t: englishMessage, lang: 'en' };

const ScreenLanguageContext = createContext<ScreenLanguage>(outsideScreens);

export const ScreenLanguageProvider = ScreenLanguageContext.Provider;

export function useScreenLanguage(): ScreenLanguage {
  return useContext(ScreenLanguageContext);
}
