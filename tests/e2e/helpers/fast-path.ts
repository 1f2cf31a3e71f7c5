// Steps and looks shared by the fast-path browser tests.
import type { Page } from 'playwright-core';
import { expectAccessible, screenshot } from './look';

export const mainText = (page: Page) => page.locator('main').innerText();
export const progressStrip = (page: Page) => page.getByRole('navigation', { name: 'Review progress' });
export const press = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();

/** Waits for the page and its heading, checks it with axe and saves a screenshot named after the path. */
export async function onScreen(page: Page, path: string, heading: string | RegExp, prefix = 'fast-path'): Promise<void> {
  await page.waitForURL(`**${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await expectAccessible(page);
  await screenshot(page, `${prefix}${path.replace(/\//g, '-')}`);
}

/** On First Things First: chooses the cards and presses Continue To Make Changes. */
export async function changeCards(page: Page, ...cards: RegExp[]): Promise<void> {
  for (const card of cards) await page.getByRole('checkbox', { name: card }).check();
  await press(page, 'Continue To Make Changes');
}
