// The analyst's screen defined by JSON only (tests/fixtures/analyst-screen: schema, UI schema, examples, binding and
// a flow node), built in a copy of the repo as an analyst would build it, then used in Chromium: rendered, refused
// with its schema's message, refused by the server with the same message, saved through SaveScreenAnswers and read
// back after a reload.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullFlow } from '../../src/app/generated/flow';
import { targetRoute } from '../../src/shared/flow';
import { analystRepo } from '../helpers/analyst-copy';
import { seriousViolations } from './helpers/axe';
import { launchBrowser, openPage, viewports } from './helpers/browser';
import { flowNode } from './helpers/flow-walk';
import { jane, verifyFromOffer } from './helpers/journey';
import { startPortal, type PortalServer } from './helpers/portal-server';

const REQUIRED = 'Favourite Colour is a required field.';
const fixtureNode = JSON.parse(readFileSync(new URL('../fixtures/analyst-screen/flow-node.json', import.meta.url), 'utf8')) as {
  step: string;
  after: string;
};
/** Where the analyst's node leads: where the node it follows led in this repo's flow. */
const leadsTo = (() => {
  const { node } = flowNode(`${fixtureNode.step}/${fixtureNode.after}`);
  return targetRoute(fullFlow, fixtureNode.step, node.next.at(-1)!.to);
})();
const TOO_LONG = 'Favourite Colour cannot exceed 20 characters.';
let repo: string;

/** The screen's answers as the server stores them (GetBorrowerData, a read: no CSRF header). */
async function storedAnswers(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    const applicationId = JSON.parse(sessionStorage.getItem('applicationId') ?? 'null') as number;
    const answer = await fetch('/api/GetBorrowerData', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ applicationId }),
    });
    return ((await answer.json()) as { screenAnswers: Record<string, Record<string, unknown>> }).screenAnswers.extra?.['favourite-color'];
  });
}
let portal: PortalServer;
let browser: Browser;

beforeAll(async () => {
  repo = analystRepo();
  execFileSync('npm', ['run', 'build'], { cwd: repo, stdio: 'pipe', timeout: 600_000 });
  portal = await startPortal({}, repo);
  browser = await launchBrowser();
}, 660_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  if (repo) rmSync(repo, { recursive: true, force: true });
});

describe("the analyst's JSON-only screen", () => {
  it('renders, is refused with its message in the browser and on the server, saves and reads back', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const { page, problems } = await openPage(context);
    await verifyFromOffer(page, portal.baseUrl, jane);
    await page.goto(`${portal.baseUrl}/info/favourite-color`);
    await page.getByRole('heading', { level: 1, name: 'What Is Your Favourite Colour?' }).waitFor();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.locator('main').innerText()).toContain(REQUIRED);
    expect(await page.getByLabel('Favourite Colour').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    const refused = await page.evaluate(async (answers) => {
      const call = async (body: object) => {
        const response = await fetch('/api/SaveScreenAnswers', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': JSON.parse(sessionStorage.getItem('loginEnd') ?? '""') as string },
          body: JSON.stringify(body),
        });
        return { status: response.status, fields: ((await response.json()) as { fields?: unknown }).fields };
      };
      const applicationId = JSON.parse(sessionStorage.getItem('applicationId') ?? 'null') as number;
      return Promise.all(answers.map((a) => call({ applicationId, screenId: 'extra/favourite-color', answers: a })));
    }, [{}, { favouriteColour: 'Ultramarine with a hint of teal' }]);
    expect(refused).toEqual([
      { status: 400, fields: [{ field: 'favouriteColour', message: REQUIRED }] },
      { status: 400, fields: [{ field: 'favouriteColour', message: TOO_LONG }] },
    ]);

    // The narrowed email takes the screen's own limit (30), not the shared one (80).
    const newsEmail = page.getByLabel('Email For Colour News');
    await newsEmail.fill(`${'x'.repeat(75)}@example.com`);
    expect((await newsEmail.inputValue()).length).toBe(30);
    // Yes to blue hides Favourite Colour (a rule) and reveals Which Blue? (the schema): the hidden answer, too long as
    // it is, is neither an error nor sent; each field shows one message.
    const blue = page.getByRole('radiogroup', { name: 'Do You Like Blue?' });
    await page.getByLabel('Favourite Colour').fill('Ultramarine with a hint of teal');
    await newsEmail.fill('not-an-email');
    await blue.getByLabel('Yes', { exact: true }).check();
    await page.getByLabel('Favourite Colour').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Next' }).click();
    const summary = page.getByRole('alert');
    await expect.poll(() => summary.innerText()).toContain('Which Blue? is a required field.');
    expect(await summary.locator('li').allInnerTexts()).toEqual(['Which Blue? is a required field.', 'Please enter a valid email address.']);
    await page.getByLabel('Which Blue?').fill('Navy');
    await page.getByLabel('Email For Colour News').fill('');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`**${leadsTo}`);
    expect(await storedAnswers(page)).toEqual({ likesBlue: true, blueShade: 'Navy' });

    // No to blue: Which Blue? goes, and its answer is not sent.
    await page.goto(`${portal.baseUrl}/info/favourite-color`);
    await page.getByRole('heading', { level: 1, name: 'What Is Your Favourite Colour?' }).waitFor();
    await blue.getByLabel('No', { exact: true }).check();
    await page.getByLabel('Favourite Colour').fill('  Green ');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`**${leadsTo}`);
    expect(await storedAnswers(page)).toEqual({ likesBlue: false, favouriteColour: 'Green' });

    await page.reload();
    await page.goto(`${portal.baseUrl}/info/favourite-color`);
    await page.getByRole('heading', { level: 1, name: 'What Is Your Favourite Colour?' }).waitFor();
    expect(await page.getByLabel('Favourite Colour').inputValue()).toBe('Green');
    expect(await page.getByRole('radiogroup', { name: 'Do You Like Blue?' }).getByLabel('No', { exact: true }).isChecked()).toBe(true);
    // The console reports the two refusals this test asked for; nothing else may go wrong.
    expect(problems.filter((problem) => !/status of 400 .*\/api\/SaveScreenAnswers/.test(problem))).toEqual([]);
    await context.close();
  });
});
