// A screen in the borrower's language in Chromium: Jane picks Spanish on the personal screen and it is shown wholly in
// Spanish (its texts' chunk loaded under the portal's CSP), her refused answer is explained in Spanish; in Korean, which
// has no translation of it yet, it is English, marked so, with the notice. Expected texts come from the catalogues.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import flowScreenEs from '../../messages/es/flow-screen.json';
import layoutKo from '../../messages/ko/layout.json';
import { jane, startApplication } from './helpers/journey';
import { usePortalAndBrowser } from './helpers/suite';
import { verifiedPage } from './helpers/verified-page';

const suite = usePortalAndBrowser();
const personalEs = JSON.parse(readFileSync('schemas/info/personal.es.texts.json', 'utf8')) as Record<string, string>;
const namesEs = JSON.parse(readFileSync('schemas/defs/names.es.texts.json', 'utf8')) as Record<string, string>;

describe('a screen in the borrower\'s language, in Chromium', () => {
  it('the personal screen in Spanish, then in Korean (English with the notice)', async () => {
    const { context, page, problems } = await verifiedPage(suite, jane);
    await startApplication(page);

    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('heading', { level: 1, name: personalEs['Tell Us About Yourself'] }).waitFor();
    expect(await page.locator('main [lang="es"]').count()).toBeGreaterThan(0);
    await page.getByLabel(namesEs['First Name']!).first().fill('');
    await page.getByRole('button', { name: flowScreenEs.next, exact: true }).click();
    await expect.poll(() => page.locator('main').innerText()).toContain(personalEs['First Name is a required field.']);

    await page.getByRole('combobox', { name: /Idioma|Language/ }).selectOption('ko');
    const heading = page.getByRole('heading', { level: 1, name: 'Tell Us About Yourself' });
    await heading.waitFor();
    expect(await heading.evaluate((h) => h.closest('[lang]')?.getAttribute('lang'))).toBe('en');
    await page.getByText(layoutKo.untranslatedNotice).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
