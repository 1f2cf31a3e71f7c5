// A borrower who reads Spanish, at 375 px: the offer link (her browser asks for Spanish), consent, identity
// verification (a wrong SSN explained in Spanish), the dashboard and every screen of Step 1, each wholly in Spanish,
// with axe clean in both colour modes and no English left but names, addresses and text marked English. The texts
// expected come from the catalogues; the walk follows the flow file and fills each screen from its examples.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fullFlow } from '../../src/app/generated/flow';
import { locales } from '../../src/shared/i18n/locales';
import { stepPath } from '../../src/shared/flow/routes';
import { messageOf, translationOf } from '../helpers/catalogues';
import { validExample } from '../helpers/screen-examples';
import { inOtherColorMode } from './helpers/axe';
import { openPage, viewports } from './helpers/browser';
import { englishLeft } from './helpers/english-left';
import { fillForm } from './helpers/fill-form';
import { nodeAtPath, nodeHeading, settledPath } from './helpers/flow-walk';
import { jane, john, mary, startApplication, verifyFromOffer } from './helpers/journey';
import { expectAccessible, screenshot } from './helpers/look';
import { usePortalAndBrowser } from './helpers/suite';

const suite = usePortalAndBrowser();
const es = (english: string) => translationOf('es', english);

/** axe in both colour modes, no English left, and a screenshot of each mode. */
async function lookInSpanish(page: Page, name: string): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
  expect(await englishLeft(page, 'es'), `English on ${new URL(page.url()).pathname}`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
  await expectAccessible(page);
  await screenshot(page, `es-${name}-375`);
  await inOtherColorMode(page, async (mode) => {
    await expectAccessible(page);
    await screenshot(page, `es-${name}-375-${mode}`);
  });
}

/** The locales whose texts a page fetched: each locale's chunk and the screens' and lists' texts chunks. */
function localesFetched(page: Page): Set<string> {
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const match = /\/assets\/(?:(es|ko|vi|tl|zh-Hant)-[^/.]+|[^/]+\.(es|ko|vi|tl|zh-Hant)\.texts-[^/]+)\.js$/.exec(new URL(request.url()).pathname);
    if (match) fetched.add(match[1] ?? match[2] ?? '');
  });
  return fetched;
}

describe('the portal in Spanish, in Chromium at 375 px', () => {
  it('an English reader fetches no other language, from the offer to a form screen', async () => {
    const context = await suite.browser.newContext({ viewport: viewports.mobile, locale: 'en-US' });
    const { page, problems } = await openPage(context);
    const fetched = localesFetched(page);
    await verifyFromOffer(page, suite.portal.baseUrl, john);
    await startApplication(page);
    expect([...fetched]).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('offer, consent, verification and the dashboard, then every Step 1 screen, wholly in Spanish', async () => {
    const context = await suite.browser.newContext({ viewport: viewports.mobile, locale: 'es-US' });
    const { page, problems } = await openPage(context);
    const fetched = localesFetched(page);
    const base = suite.portal.baseUrl;

    await page.goto(`${base}/offer/${jane.offerId}/${jane.userId}`);
    const reduce = page.getByRole('button', { name: messageOf('es', 'offer', 'reducePayment') });
    const verifyHeading = page.getByRole('heading', { level: 1, name: es('Verify Your Identity') });
    await reduce.or(verifyHeading).first().waitFor();
    if (await reduce.isVisible()) {
      await lookInSpanish(page, 'offer');
      await reduce.click();
    }
    await verifyHeading.waitFor();
    await lookInSpanish(page, 'verify');

    await page.getByLabel(es('Last 6 digits of SSN or ITIN')).fill('999999');
    await page.getByLabel(es('Date of Birth')).fill(jane.dateOfBirth.replace(/\//g, ''));
    await page.getByRole('button', { name: messageOf('es', 'verify', 'verify'), exact: true }).click();
    await page.getByText(messageOf('es', 'verify', 'loanNotFoundTitle')).waitFor();
    await lookInSpanish(page, 'verify-refused');

    await page.getByLabel(es('Last 6 digits of SSN or ITIN')).fill(jane.ssnLastSix);
    await page.getByLabel(es('Date of Birth')).fill(jane.dateOfBirth.replace(/\//g, ''));
    await page.getByRole('button', { name: messageOf('es', 'verify', 'verify'), exact: true }).click();
    await page.waitForURL(/\/(fast-path|borrower-dashboard)$/).catch(async (error: unknown) => {
      await screenshot(page, 'es-verify-stuck-375');
      throw error;
    });
    await page.goto(`${base}/borrower-dashboard`);
    await page.locator('h1', { hasText: messageOf('es', 'borrower-dashboard', 'title') }).waitFor();
    const welcome = page.getByRole('dialog');
    if (await welcome.isVisible()) await page.keyboard.press('Escape');
    await lookInSpanish(page, 'dashboard');

    // Step 1 from its intro: every screen Next leads to, filled from its first valid example, until Step 2's intro.
    const intro = fullFlow.steps.find((s) => s.id === 'info')!;
    await page.goto(`${base}${stepPath(intro)}`);
    await page.getByRole('heading', { level: 1, name: translationOf('es', intro.intro!.title) }).waitFor();
    await lookInSpanish(page, 'info');
    await page.getByRole('link', { name: translationOf('es', intro.intro!.button) }).click();
    const seen: string[] = [];
    for (let path = await settledPath(page); path.startsWith(stepPath(intro)); path = await settledPath(page)) {
      const place = nodeAtPath(path);
      if (!place || seen.length > 20) throw new Error(`the Spanish walk left the flow at ${path}`);
      await page.getByRole('heading', { level: 1, name: es(await nodeHeading(place)) }).waitFor();
      if (place.node.screen && place.node.save) await fillForm(page, place.node.screen, validExample(place.node.screen));
      await lookInSpanish(page, `info-${place.node.id}`);
      seen.push(place.node.id);
      await page.getByRole('button', { name: es('Next'), exact: true }).click();
      await page.waitForURL((url) => url.pathname !== path);
    }
    expect(seen).toEqual(expect.arrayContaining(['personal', 'contact', 'preferred-language']));
    expect([...fetched]).toEqual(['es']);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the journey in the languages on the way in, in Chromium', () => {
  const partial = locales.filter((l) => !l.complete);

  it.each(partial.map((l) => l.code))('%s: the offer, identity verification and the dashboard, with no English and no notice', async (code) => {
    const context = await suite.browser.newContext({ viewport: viewports.desktop, locale: code });
    const { page, problems } = await openPage(context);
    const notice = messageOf(code, 'layout', 'untranslatedNotice');
    const look = async () => {
      expect(await englishLeft(page, code), `English on ${new URL(page.url()).pathname}`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(code);
      expect(await page.getByText(notice).count()).toBe(0);
      await expectAccessible(page);
    };
    await page.goto(`${suite.portal.baseUrl}/offer/${mary.offerId}/${mary.userId}`);
    const reduce = page.getByRole('button', { name: messageOf(code, 'offer', 'reducePayment') });
    const verifyHeading = page.getByRole('heading', { level: 1, name: translationOf(code, 'Verify Your Identity') });
    await reduce.or(verifyHeading).first().waitFor();
    if (await reduce.isVisible()) {
      await look();
      await reduce.click();
    }
    await verifyHeading.waitFor();
    await look();
    await page.getByLabel(translationOf(code, 'Last 6 digits of SSN or ITIN')).fill(mary.ssnLastSix);
    await page.getByLabel(translationOf(code, 'Date of Birth')).fill(mary.dateOfBirth.replace(/\//g, ''));
    await page.getByRole('button', { name: messageOf(code, 'verify', 'verify'), exact: true }).click();
    await page.waitForURL(/\/(fast-path|borrower-dashboard)$/);
    await page.goto(`${suite.portal.baseUrl}/borrower-dashboard`);
    await page.locator('h1', { hasText: messageOf(code, 'borrower-dashboard', 'title') }).waitFor();
    if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
    await look();
    await screenshot(page, `${code}-dashboard-1280`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
