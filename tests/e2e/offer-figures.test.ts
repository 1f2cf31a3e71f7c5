// The offer's money figures fit their cards (issue: the consent page's figures spilled out at 1280 px) on the landing,
// /offer-details, the consent page and the offer panel, at 320, 375, 768 and 1280 px in light and dark mode; axe is
// clean in both modes, and screenshots of each place at 1280 and 375 px are kept to look at.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports } from './helpers/browser';
import { type DemoBorrower, jane, john, verifyIdentity } from './helpers/journey';
import { seriousViolations } from './helpers/axe';
import { screenshot } from './helpers/look';
import { usePortalAndBrowser } from './helpers/suite';
import { newPage } from './helpers/verified-page';

const suite = usePortalAndBrowser();
const carlos: DemoBorrower = { offerId: '1007', userId: '5009', ssnLastSix: '901234', dateOfBirth: '12/01/1980' };
const widths = [320, 375, 768, 1280];
const screenshotWidths = [375, 1280];
const modes = ['light', 'dark'] as const;
type Mode = (typeof modes)[number];

interface Spill {
  figure: string;
  box: string;
}

/**
 * Each money figure's text (a Range, so text spilling out of its own box counts) against the boxes around it up to
 * `cardSelector`: the figure's own tile and the card. Returns the figures that leave one of them.
 */
function spills(page: Page, cardSelector: string): Promise<Spill[]> {
  return page.evaluate((selector) => {
    const out: { figure: string; box: string }[] = [];
    const cards = [...document.querySelectorAll(selector)].filter((card) => card.getClientRects().length > 0);
    for (const card of cards) {
      for (const figure of card.querySelectorAll('dd')) {
        if (!/\$\d/.test(figure.textContent ?? '')) continue;
        const range = document.createRange();
        range.selectNodeContents(figure);
        const text = range.getBoundingClientRect();
        for (let box: Element | null = figure; box && box !== card.parentElement; box = box.parentElement) {
          const outer = box.getBoundingClientRect();
          if (text.left < outer.left - 0.5 || text.right > outer.right + 0.5) {
            out.push({ figure: figure.textContent ?? '', box: `${box.tagName} ${Math.round(outer.width)}px` });
          }
        }
      }
    }
    return out;
  }, cardSelector);
}

async function figureCount(page: Page, cardSelector: string): Promise<number> {
  return page.locator(`:is(${cardSelector}) dd`).filter({ hasText: /\$\d/ }).count();
}

async function pageIn(mode: Mode) {
  const watched = await newPage(suite, viewports.desktop);
  await watched.context.addInitScript((colorMode) => localStorage.setItem('colorMode', JSON.stringify(colorMode)), mode);
  return watched;
}

/** At every width the figures fit; at 375 and 1280 px axe is clean and a screenshot is kept. */
async function expectFiguresFit(
  page: Page, place: string, mode: Mode, cardSelector: string,
  panel?: { atWidth: (width: number) => Promise<void> },
) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await panel?.atWidth(width);
    await expect.poll(() => figureCount(page, cardSelector), { message: `${place} at ${width} px` }).toBeGreaterThan(2);
    expect(await spills(page, cardSelector), `${place} at ${width} px, ${mode}`).toEqual([]);
    if (screenshotWidths.includes(width)) {
      expect(await seriousViolations(page), `${place} at ${width} px, ${mode}`).toEqual([]);
      await screenshot(page, `offer-figures-${place}-${mode}-${width}`);
    }
  }
}

describe('the offer figures fit their cards', () => {
  for (const mode of modes) {
    it(`on the landing and /offer-details (${mode})`, async () => {
      const { page, problems, context } = await pageIn(mode);
      await page.goto(`${suite.portal.baseUrl}/offer/${jane.offerId}/${jane.userId}`);
      await page.getByRole('button', { name: 'Reduce Payment' }).waitFor();
      await expectFiguresFit(page, 'landing', mode, 'main section');
      await page.goto(`${suite.portal.baseUrl}/offer-details`);
      await page.getByRole('button', { name: 'Return To Application' }).waitFor();
      await expectFiguresFit(page, 'offer-details', mode, 'main section');
      expect(problems).toEqual([]);
      await context.close();
    });

    it(`on the consent page (${mode})`, async () => {
      const { page, problems, context } = await pageIn(mode);
      await page.goto(`${suite.portal.baseUrl}/offer/${carlos.offerId}/${carlos.userId}`);
      await page.getByRole('heading', { level: 1, name: 'Action Needed' }).waitFor();
      await expectFiguresFit(page, 'consent', mode, 'main section');
      expect(problems).toEqual([]);
      await context.close();
    });

    it(`in the offer panel and its drawer (${mode})`, async () => {
      const { page, problems, context } = await pageIn(mode);
      await verifyIdentity(page, suite.portal.baseUrl, john);
      const drawer = page.getByRole('dialog', { name: 'Offer Details' });
      // 768 px or less: the panel is a drawer, opened from its button; wider, the side panel.
      const drawerOrPanel = async (width: number) => {
        const narrow = width <= 768;
        if (narrow === (await drawer.isVisible())) return;
        if (narrow) await page.getByRole('button', { name: 'Offer Details' }).click();
        else await page.keyboard.press('Escape');
        await drawer.waitFor({ state: narrow ? 'visible' : 'hidden' });
      };
      await expectFiguresFit(page, 'offer-panel', mode, 'aside, [role="dialog"]', { atWidth: drawerOrPanel });
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
