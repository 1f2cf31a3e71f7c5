import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import FormScreen from '../../../src/app/engine/FormScreen';
import { loadScreen } from '../../../src/app/engine/screen-loader';
import { textLoaders } from '../../../src/app/generated/screens/texts';
import { englishLeft, readTexts } from '../helpers/english-left';
import { renderInLocale } from '../helpers/render-in-locale';

describe('every screen Spanish translates', { timeout: 120_000 }, () => {
  it.each(Object.keys(textLoaders.es ?? {}))('%s shows no English, also after an empty submit', async (screenId) => {
    const texts = await textLoaders.es![screenId]!();
    const shown = await loadScreen(screenId);
    await renderInLocale('es', <FormScreen screen={shown} formData={{}} onSubmit={vi.fn()} actions={<button type="submit">OK</button>} />);
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'OK' })));
    expect(englishLeft(texts)).toEqual([]);
    // rjsf's own words for a boolean without option titles.
    expect(readTexts().filter((text) => text === 'Yes')).toEqual([]);
  });
});
