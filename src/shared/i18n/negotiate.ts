import { match } from '@formatjs/intl-localematcher';
import { localeCodes, sourceLocale } from './locales';

/** The portal locale closest to the requested tags (CLDR matching: zh-TW finds zh-Hant, fil finds tl), else English. */
export function negotiateLocale(requested: readonly string[]): string {
  const tags = requested.filter((tag) => tag !== '*');
  if (tags.length === 0) return sourceLocale;
  try {
    return match(tags, [...localeCodes], sourceLocale);
  } catch {
    return sourceLocale;
  }
}
