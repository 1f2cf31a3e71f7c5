import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import type { ScreenLanguage } from './screen-language';

/**
 * rjsf's own words (the Form's `translateString`) in the screen's language: the Yes and No of a boolean without
 * option titles. Every other word rjsf has is drawn by one of our templates, in our words, so stays rjsf's English.
 */
export function rjsfStrings(t: ScreenLanguage['t']): (key: TranslatableString, params?: string[]) => string {
  return (key, params) => {
    if (key === TranslatableString.YesLabel) return t('yes');
    if (key === TranslatableString.NoLabel) return t('no');
    return englishStringTranslator(key, params);
  };
}
