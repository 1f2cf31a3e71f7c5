// Keystroke to next paint while typing into a form field, under a 4x CPU throttle: the Event Timing API's
// duration of each keyboard event (input delay, handlers and the paint after them, what INP reports).
import type { Page } from 'playwright-core';

const OBSERVE_EVENTS = `
  window.__keyDurations = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId > 0) {
      window.__keyDurations.push({ id: entry.interactionId, duration: entry.duration });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
`;

export interface KeystrokeFigures {
  p50: number;
  p95: number;
  keystrokes: number;
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Call before the page's first navigation. */
export async function observeKeystrokes(page: Page): Promise<void> {
  await page.addInitScript(OBSERVE_EVENTS);
}

/**
 * Types `text` one key at a time into the field, `rounds` times over (emptied between), then reads each interaction's
 * longest event (16 ms floor). Three rounds give the p95 some 50 keystrokes to stand on, not one text's few.
 */
export async function typeAndMeasure(page: Page, fieldLabel: string | RegExp, text: string, rounds = 3): Promise<KeystrokeFigures> {
  const field = (typeof fieldLabel === 'string' ? page.getByLabel(fieldLabel, { exact: true }) : page.getByLabel(fieldLabel)).first();
  await field.click();
  await field.fill('');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => ((window as unknown as { __keyDurations: unknown[] }).__keyDurations.length = 0));
  for (let round = 0; round < rounds; round += 1) {
    if (round > 0) await field.fill('');
    for (const key of text) {
      await page.keyboard.type(key);
      await page.waitForTimeout(120);
    }
    await page.waitForTimeout(500);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const entries = await page.evaluate(() => (window as unknown as { __keyDurations: { id: number; duration: number }[] }).__keyDurations);
  const byInteraction = new Map<number, number>();
  for (const { id, duration } of entries) byInteraction.set(id, Math.max(byInteraction.get(id) ?? 0, duration));
  // Keystrokes below the 16 ms floor report no entry: they count as 16 ms.
  const keystrokes = text.length * rounds;
  const durations = [...byInteraction.values(), ...Array(Math.max(0, keystrokes - byInteraction.size)).fill(16)].sort((a, b) => a - b);
  return { p50: percentile(durations, 50), p95: percentile(durations, 95), keystrokes };
}
