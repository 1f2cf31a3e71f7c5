import type { Decorator, Preview } from '@storybook/react-vite';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { Suspense, useEffect, useMemo } from 'react';
import { ThemeProvider } from 'styled-components';
import { locales, sourceLocale } from '../src/shared/i18n/locales';
import { localeAtom } from '../src/app/i18n/locale-state';
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
        <Story />
      </Suspense>
    </JotaiProvider>
  );
};

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
