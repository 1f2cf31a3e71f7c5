import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, viewports } from './browser';

/**
 * Runs `run` on a new desktop page in a context of its own, closed after. The calls a test rejects on purpose show up
 * as failed resources (status 4xx); no other problem may.
 */
export async function withDesktopPage(browser: Browser, run: (page: Page, context: BrowserContext) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ viewport: viewports.desktop });
  const { page, problems } = await openPage(context);
  try {
    await run(page, context);
    expect(problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
  } finally {
    await context.close();
  }
}
