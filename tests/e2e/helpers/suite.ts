// One built portal and one Chromium per test file, started before its tests and stopped after.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startPortal, type PortalServer } from './portal-server';

export interface PortalSuite {
  readonly portal: PortalServer;
  readonly browser: Browser;
}

export function usePortalAndBrowser(): PortalSuite {
  let portal: PortalServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });
  return {
    get portal() {
      if (!portal) throw new Error('the portal starts in beforeAll');
      return portal;
    },
    get browser() {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return browser;
    },
  };
}
