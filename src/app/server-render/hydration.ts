import { matchRoutes, type RouteObject } from 'react-router-dom';
import { sourceLocale } from '../../shared/i18n/locales';
import { loadLocaleMessages } from '../i18n/locale-messages';
import { localeAtom } from '../i18n/locale-state';
import { userVerifiedAtom } from '../state/session-atoms';
import type { appStore } from '../state/store';
import { colorModeAtom } from '../state/theme-atoms';
import type { RouteHandle } from '../routing/route-handle';
import type { PageState } from './page-state';

/**
 * Whether this browser's first render is the one the server made: a page (not a frame), in the same language and mode,
 * and no verified session (the server renders a page for a visitor; a verified borrower's header has Sign Out).
 */
export function canHydrate(state: PageState, store: typeof appStore): boolean {
  const rendered = state.rendered;
  return (
    rendered?.kind === 'page' &&
    rendered.locale === store.get(localeAtom) &&
    rendered.colorMode === store.get(colorModeAtom) &&
    store.get(userVerifiedAtom) !== true
  );
}

/** The language's texts, before the first render: nothing on the page waits for them after it (English is built in). */
export async function loadLocale(locale: string): Promise<void> {
  if (locale !== sourceLocale) await loadLocaleMessages(locale);
}

/**
 * Loads the lazy modules of the routes the location matches, replacing each route's `lazy` as the router itself does,
 * and what their pages preload (`RouteHandle`), so the router's first render is the page, not its loading state.
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: Location, locale: string): Promise<void> {
  const matched = (matchRoutes(routes, location) ?? []).map((match) => match.route);
  await Promise.all(
    matched.map(async (route) => {
      const preload = (route.handle as RouteHandle | undefined)?.preload?.(location.pathname, locale).catch(() => undefined);
      if (route.lazy) {
        const load = route.lazy as () => Promise<Partial<RouteObject>>;
        Object.assign(route, { ...(await load()), lazy: undefined });
      }
      await preload;
    }),
  );
}
