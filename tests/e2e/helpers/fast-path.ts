// Steps and looks shared by the fast-path browser tests.
import type { Page } from 'playwright-core';
import { checkScreen, press } from './walk';

export const progressStrip = (page: Page) => page.getByRole('navigation', { name: 'Review progress' });

/** Waits for the page and its heading, checks it with axe and saves a screenshot named after the path. */
export const onScreen = (page: Page, path: string, heading: string | RegExp, prefix = 'fast-path') => checkScreen(page, path, heading, prefix);

/** Presses the button named `button`, then checks the screen it leads to. */
export async function pressTo(page: Page, button: string, path: string, heading: string | RegExp, prefix?: string): Promise<void> {
  await press(page, button);
  await onScreen(page, path, heading, prefix);
}

/** On First Things First: chooses the cards and presses Continue To Make Changes. */
export async function changeCards(page: Page, ...cards: RegExp[]): Promise<void> {
  for (const card of cards) await page.getByRole('checkbox', { name: card }).check();
  await press(page, 'Continue To Make Changes');
}
