// The steps of a walk through the flow's screens: each screen checked (URL, heading, axe) and photographed.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible, screenshot } from './look';

/** A screen by its route and its h1. */
export type Screen = readonly [path: string, heading: string];

export const mainText = (page: Page) => page.locator('main').innerText();
export const press = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();
export const next = (page: Page) => press(page, 'Next');

/** Waits for the screen at `path` and its h1, checks it with axe and saves a screenshot named `<prefix><route>`. */
export async function checkScreen(page: Page, path: string | RegExp, heading: string | RegExp, prefix: string): Promise<void> {
  await page.waitForURL(typeof path === 'string' ? `**${path}` : path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await expectAccessible(page);
  await screenshot(page, `${prefix}${new URL(page.url()).pathname.replace(/\//g, '-')}`);
}

/** The screen checks of one walk; its screenshots are named `<prefix><route with dashes>`. */
export function walkScreens(prefix: string) {
  const onScreen = (page: Page, path: string | RegExp, heading: string) => checkScreen(page, path, heading, prefix);
  return {
    onScreen,
    /** Follows the link named `link` to the screen. */
    async follow(page: Page, link: string, [path, heading]: Screen): Promise<void> {
      await page.getByRole('link', { name: link }).click();
      await onScreen(page, path, heading);
    },
    /** Next, then the screen it leads to, showing `shows` (e.g. the item just added to a list). */
    async nextTo(page: Page, [path, heading]: Screen, shows: string): Promise<void> {
      await next(page);
      await onScreen(page, path, heading);
      await expect.poll(() => mainText(page)).toContain(shows);
    },
  };
}
