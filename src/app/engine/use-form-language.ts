import { useMemo } from 'react';
import { rjsfStrings, type ScreenLanguage } from '../../widgets';
import { widgetsMessages } from '../generated/messages/widgets';
import type { ShownLanguage } from '../i18n/shown-language';
import { useMessagesIn } from '../i18n/use-messages';
import { useScreenTexts } from '../i18n/use-screen-texts';

/** The shell parts every form screen shows around its own texts: the widgets' words. */
export const formParts = [widgetsMessages];

/**
 * The language a form screen is shown in (`given` by a caller that shows texts of its own inside the form, else the
 * screen's texts with the widgets' words) and what the widgets read of it: the ScreenLanguage their context carries,
 * and rjsf's own words.
 */
export function useFormLanguage(screenId: string, given?: ShownLanguage) {
  const own = useScreenTexts('screen', screenId, formParts);
  const shown = given ?? own;
  const t = useMessagesIn(widgetsMessages, shown.lang);
  const language = useMemo<ScreenLanguage>(() => ({ tr: shown.tr, t, lang: shown.lang }), [shown, t]);
  const translateString = useMemo(() => rjsfStrings(t), [t]);
  return { shown, t, language, translateString };
}
