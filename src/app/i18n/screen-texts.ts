import { cachedLoader } from '../engine/cached-loader';
import { textLoaders as listTextLoaders } from '../generated/lists/texts';
import { textLoaders as screenTextLoaders } from '../generated/screens/texts';

/** What is translated whole or not at all: a form screen, or a list screen. */
export type ShownKind = 'screen' | 'list';

/** A screen's or list's texts in one locale: English text -> translation, exactly the texts it shows. */
export type ShownTexts = Record<string, string>;

const textLoaders: Record<ShownKind, Record<string, Record<string, () => Promise<ShownTexts>>>> = {
  screen: screenTextLoaders,
  list: listTextLoaders,
};

const loaders = new Map<string, (id: string) => Promise<ShownTexts>>();

/** Whether the locale translates the screen or list completely: the build wrote its texts module only then. */
export function hasTexts(kind: ShownKind, locale: string, id: string): boolean {
  return textLoaders[kind][locale]?.[id] !== undefined;
}

/** The texts module of a screen or list in a locale, fetched once (Suspense-friendly: see cachedLoader). */
export function loadTexts(kind: ShownKind, locale: string, id: string): Promise<ShownTexts> {
  const key = `${kind}\u0000${locale}`;
  let load = loaders.get(key);
  if (!load) {
    load = cachedLoader<ShownTexts>(`${kind} texts (${locale})`, textLoaders[kind][locale] ?? {});
    loaders.set(key, load);
  }
  return load(id);
}
