// Looks at a page as a user would at both widths: axe-core at 1280 px and at 375 px (in both colour modes), and a
// full-page screenshot of each in both modes, saved as test artifacts (test-artifacts/screenshots, or E2E_SCREENSHOTS_DIR).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { inOtherColorMode, seriousViolations } from './axe';
import { viewports } from './browser';

const root = new URL('../../..', import.meta.url).pathname;
export const screenshotsDir = process.env.E2E_SCREENSHOTS_DIR || join(root, 'test-artifacts/screenshots');

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: join(screenshotsDir, `${name}.png`), fullPage: true });
}

export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/** axe and a screenshot in each colour mode at 1280 px, then at 375 px; leaves the page at its original width. */
export async function lookAtBothWidths(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? viewports.desktop;
  for (const [width, viewport] of [['1280', viewports.desktop], ['375', viewports.mobile]] as const) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    await expectAccessible(page);
    await screenshot(page, `${name}-${width}`);
    await inOtherColorMode(page, (mode) => screenshot(page, `${name}-${width}-${mode}`));
  }
  await page.setViewportSize(original);
}
