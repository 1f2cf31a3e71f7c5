import type { Decorator, Preview } from '@storybook/react-vite';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { locales, sourceLocale } from '../src/shared/i18n/locales';
import { localeAtom } from '../src/app/i18n/locale-state';
import { useMessages } from '../src/app/i18n/use-messages';
import { widgetsMessages } from '../src/app/generated/messages/widgets';
import { ScreenLanguageProvider, type ScreenLanguage } from '../src/widgets';
import { GlobalStyles } from '../src/app/theme/GlobalStyles';
import { themeFor } from '../src/app/theme/theme';

/** The toolbar's language: every widget and screen story renders in it, as a borrower who chose it sees it. */
const withLocale: Decorator = (Story, context) => {
  const locale = String(context.globals.locale ?? sourceLocale);
  const store = useMemo(() => {
    const created = createStore();
    created.set(localeAtom, locale);
    return created;
  }, [locale]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <JotaiProvider store={store}>
      <Suspense fallback={null}>
        <WidgetsInLocale>
          <Story />
        </WidgetsInLocale>
      </Suspense>
    </JotaiProvider>
  );
};

/**
 * A widget story has no screen around it: the widgets' own words (Select…, Yes/No, Show digits) come in the toolbar's
 * language as a screen would give them; a screen story's form gives its own.
 */
function WidgetsInLocale({ children }: { children: ReactNode }) {
  const t = useMessages(widgetsMessages);
  const language = useMemo<ScreenLanguage>(() => ({ tr: (text) => text, t, lang: t.lang }), [t]);
  return <ScreenLanguageProvider value={language}>{children}</ScreenLanguageProvider>;
}

// The app's own theme and base styles, so designers see widgets and screens as borrowers do.
const preview: Preview = {
  decorators: [
    withLocale,
    (Story) => (
      <ThemeProvider theme={themeFor('light')}>
        <GlobalStyles />
        <main style={{ padding: '1rem', maxWidth: '40rem' }}>
          <Story />
        </main>
      </ThemeProvider>
    ),
  ],
  globalTypes: {
    locale: {
      description: 'Language of the texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: locales.map((l) => ({ value: l.code, title: l.name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: sourceLocale },
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'mobile1' },
  },
};

export default preview;
