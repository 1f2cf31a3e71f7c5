// The steps of a walk through the flow's screens: each screen checked (URL, heading, axe) and photographed.
import type { Page } from 'playwright-core';
import { expectAccessible, screenshot } from './look';

export const mainText = (page: Page) => page.locator('main').innerText();
export const press = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();
export const next = (page: Page) => press(page, 'Next');

/** Waits for the screen at `path` and its h1, checks it with axe and saves a screenshot named `<prefix><route>`. */
export async function checkScreen(
  page: Page,
  path: string | RegExp | ((url: URL) => boolean),
  heading: string | RegExp,
  prefix: string,
): Promise<void> {
  await page.waitForURL(typeof path === 'string' ? `**${path}` : path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await expectAccessible(page);
  await screenshot(page, `${prefix}${new URL(page.url()).pathname.replace(/\//g, '-')}`);
}
