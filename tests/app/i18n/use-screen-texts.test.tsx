import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { layoutMessages } from '../../../src/app/generated/messages/layout';
import { localeAtom } from '../../../src/app/i18n/locale-state';
import { useFlowTexts } from '../../../src/app/i18n/use-flow-texts';
import { useScreenTexts } from '../../../src/app/i18n/use-screen-texts';
import contactEs from '../../../schemas/info/contact.es.texts.json';
import fullFlowEs from '../../../flows/full-flow.es.texts.json';

afterEach(cleanup);

async function renderIn<T>(locale: string, hook: () => T) {
  const store = createStore();
  store.set(localeAtom, locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <JotaiProvider store={store}>
      <Suspense fallback={null}>{children}</Suspense>
    </JotaiProvider>
  );
  // Suspended while the locale's chunk and the screen's texts load: React retries a render suspended inside an act
  // only when that act is awaited.
  const view = await act(async () => renderHook(hook, { wrapper }));
  await waitFor(() => expect(view.result.current).not.toBeNull());
  return view.result;
}

describe('useScreenTexts', () => {
  it('a screen complete in the locale is shown in it', async () => {
    const result = await renderIn('es', () => useScreenTexts('screen', 'info/contact', [layoutMessages]));
    expect(result.current.lang).toBe('es');
    expect(result.current.untranslated).toBe(false);
    expect(result.current.tr('How Do We Reach You?')).toBe(contactEs['How Do We Reach You?']);
  });

  it('a screen the locale lacks is shown in English, lang en, with the notice due', async () => {
    const result = await renderIn('ko', () => useScreenTexts('screen', 'info/contact'));
    expect(result.current).toMatchObject({ lang: 'en', untranslated: true });
    expect(result.current.tr('How Do We Reach You?')).toBe('How Do We Reach You?');
  });

  it('a shell part the locale lacks keeps the whole screen in English', async () => {
    const result = await renderIn('es', () => useScreenTexts('screen', 'info/contact', [{ part: 'no-such-part', lang: 'en', messages: {} }]));
    expect(result.current).toMatchObject({ lang: 'en', untranslated: true });
  });
});

describe('useFlowTexts', () => {
  it('the full flow in Spanish, complete; with a shell part the language lacks, English', async () => {
    const spanish = await renderIn('es', () => useFlowTexts('full-flow'));
    expect(spanish.current.tr('Your Info')).toBe(fullFlowEs['Your Info']);
    const lacking = await renderIn('es', () => useFlowTexts('full-flow', [{ part: 'no-such-part', lang: 'en', messages: {} }]));
    expect(lacking.current).toMatchObject({ lang: 'en', untranslated: true });
  });
});
