// Runs axe-core inside the page and returns the serious and critical violations, in the page's colour mode and then
// in the other one (the portal's light/dark switch), so every page checked is checked in both modes.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { ColorMode } from '../../../src/app/theme/theme';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  mode: ColorMode;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

// Only colours differ between the modes: the other mode needs only the rules that read them.
const colourRules = ['color-contrast', 'link-in-text-block'];

async function axeFindings(page: Page, mode: ColorMode, rules?: string[]): Promise<AxeFinding[]> {
  // Evaluated through the DevTools protocol, so the page's CSP (no inline scripts) stays untouched; once per document.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(async (runOnly) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const run = await axe.run(document, { resultTypes: ['violations'], ...(runOnly && { runOnly }) });
    return run.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, rules);
  return results.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ mode, ...v }));
}

/** The mode the portal shows (it sets the root's color-scheme), or undefined on a page that is not the portal. */
const shownMode = (page: Page) => page.evaluate(() => document.documentElement.style.colorScheme || undefined) as Promise<ColorMode | undefined>;

/**
 * Stores `stored` (a raw localStorage value; null for none) as the colour mode and tells the app: jotai's
 * atomWithStorage hears only `storage` events, which a tab gets for other tabs' writes, so the test sends one itself.
 */
async function storeColorMode(page: Page, stored: string | null, shows: ColorMode): Promise<void> {
  await page.evaluate((value) => {
    if (value === null) localStorage.removeItem('colorMode');
    else localStorage.setItem('colorMode', value);
    window.dispatchEvent(new StorageEvent('storage', { key: 'colorMode', newValue: value, storageArea: localStorage }));
  }, stored);
  await page.waitForFunction((mode) => document.documentElement.style.colorScheme === mode, shows);
}

/**
 * Runs `look` with the portal in the other colour mode, then restores the page's own; on a page that is not the
 * portal, does nothing and answers undefined.
 */
export async function inOtherColorMode<T>(page: Page, look: (mode: ColorMode) => Promise<T>): Promise<T | undefined> {
  const mode = await shownMode(page);
  if (!mode) return undefined;
  const other: ColorMode = mode === 'dark' ? 'light' : 'dark';
  const stored = await page.evaluate(() => localStorage.getItem('colorMode'));
  await storeColorMode(page, JSON.stringify(other), other);
  try {
    return await look(other);
  } finally {
    await storeColorMode(page, stored, mode);
  }
}

export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  const asShown = await axeFindings(page, (await shownMode(page)) ?? 'light');
  const inOther = await inOtherColorMode(page, (other) => axeFindings(page, other, colourRules));
  return [...asShown, ...(inOther ?? [])];
}
