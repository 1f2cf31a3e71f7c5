// Every story of the built Storybook renders in Chromium without a page error.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRegistry } from '../../scripts/schema-compiler/lint/read-registry';
import { launchBrowser, openPage } from './helpers/browser';
import { serveFolder, type StaticServer } from './helpers/static-server';

const root = join(new URL('../..', import.meta.url).pathname, 'storybook-static');
let server: StaticServer;
let browser: Browser;

function storyIds(): string[] {
  if (!existsSync(join(root, 'index.json'))) throw new Error('storybook-static is missing: run `npm run build-storybook` first');
  const index = JSON.parse(readFileSync(join(root, 'index.json'), 'utf8')) as { entries: Record<string, { type: string }> };
  return Object.entries(index.entries).filter(([, entry]) => entry.type === 'story').map(([id]) => id);
}

beforeAll(async () => {
  server = await serveFolder(root);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('Storybook', () => {
  it('has a story for every registered widget and field, and one for screens', () => {
    const names = readRegistry(new URL('../../src/widgets/registry.ts', import.meta.url).pathname);
    const ids = storyIds();
    for (const name of [...names.widgets, ...names.fields]) {
      expect(ids.some((id) => id.startsWith(`widgets-${name.toLowerCase()}--`)), name).toBe(true);
    }
    expect(ids.some((id) => id.startsWith('screens-screen--'))).toBe(true);
  });

  it('shows every screen and list of the schemas by name', () => {
    const ids = storyIds();
    const schemasDir = new URL('../../schemas/', import.meta.url).pathname;
    for (const step of readdirSync(schemasDir, { withFileTypes: true })) {
      if (!step.isDirectory() || step.name === 'api' || step.name === 'defs') continue;
      for (const file of readdirSync(`${schemasDir}${step.name}`)) {
        const screen = /^(.+)\.schema\.json$/.exec(file)?.[1];
        const list = /^(.+)\.list\.json$/.exec(file)?.[1];
        if (screen) expect(ids, `${step.name}/${screen}`).toContain(`screens-screen--${screen}`);
        if (list) expect(ids, `${step.name}/${list}`).toContain(`screens-list--${list}`);
      }
    }
  });

  it('renders every story without a page error', async () => {
    const context = await browser.newContext();
    const { page, problems } = await openPage(context);
    for (const id of storyIds()) {
      await page.goto(`${server.baseUrl}/iframe.html?id=${id}&viewMode=story`);
      await page.locator('#storybook-root > *').first().waitFor({ timeout: 15_000 });
      expect(problems, id).toEqual([]);
    }
    await context.close();
  });
});
