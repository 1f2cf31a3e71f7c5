// The home page's hero (portal-journey section 2: "Hero image differs at widths of 768 px or less"): at 375 and
// 1280 px in light and dark mode the right image is shown, loaded as a static image, without a layout shift; axe
// is clean and a screenshot of each is kept to look at.
import { describe, expect, it } from 'vitest';
import { viewports } from './helpers/browser';
import { expectAccessible, screenshot } from './helpers/look';
import { usePortalAndBrowser } from './helpers/suite';
import { newPage } from './helpers/verified-page';

const suite = usePortalAndBrowser();

const OBSERVE_SHIFTS = `
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

const cases = [
  { width: 375, viewport: viewports.mobile, image: '/hero-narrow.svg' },
  { width: 1280, viewport: viewports.desktop, image: '/hero-wide.svg' },
];

describe('the home page hero', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const { width, viewport, image } of cases) {
      it(`shows ${image} at ${width} px without a layout shift (${mode})`, async () => {
        const { page, problems, context } = await newPage(suite, viewport);
        await context.addInitScript((colorMode) => localStorage.setItem('colorMode', JSON.stringify(colorMode)), mode);
        await page.addInitScript(OBSERVE_SHIFTS);
        await page.goto(`${suite.portal.baseUrl}/home`);
        const hero = page.locator('main picture img');
        await hero.waitFor();
        await expect
          .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
        expect(new URL(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toBe(image);
        expect(await hero.getAttribute('alt')).toBe('');
        // Its box has the image's proportions before the image arrives, so nothing below it moves.
        const natural = await hero.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
        // Polled: while the page hydrates on a busy machine, the box can be unreadable for a moment.
        await expect.poll(async () => {
          const box = await hero.boundingBox();
          return box ? box.width / box.height : null;
        }).toBeCloseTo(natural, 1);
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).toBe(0);
        await expectAccessible(page);
        await screenshot(page, `home-hero-${mode}-${width}`);
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }
});
