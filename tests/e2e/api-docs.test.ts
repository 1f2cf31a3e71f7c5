// The API's Swagger UI at /api/docs in Chromium against the built portal: every documented operation listed, a call
// tried from the page, and not one CSP violation under the portal's policy (nonces, no 'unsafe-inline').
import { describe, expect, it } from 'vitest';
import { openPage, viewports } from './helpers/browser';
import { screenshot } from './helpers/look';
import { usePortalAndBrowser } from './helpers/suite';

const suite = usePortalAndBrowser();

interface OpenApiDocument {
  paths: Record<string, Record<string, { tags?: string[] }>>;
}

describe('API docs in Chromium', () => {
  it('lists every operation by tag and runs one, with no CSP violation or console error', async () => {
    const context = await suite.browser.newContext({ viewport: viewports.desktop });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
      });
    });
    const { page, problems } = await openPage(context);
    const spec = (await (await page.request.get(`${suite.portal.baseUrl}/api/docs/json`)).json()) as OpenApiDocument;
    const operations = Object.values(spec.paths).flatMap((ops) => Object.values(ops));
    const tags = [...new Set(operations.flatMap((op) => op.tags ?? []))].sort();
    expect(tags).toEqual(expect.arrayContaining(['Borrower', 'Operations']));

    await page.goto(`${suite.portal.baseUrl}/api/docs`);
    await page.locator('.opblock').first().waitFor();
    const shownTags = await page.locator('.opblock-tag').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-tag')));
    expect(shownTags.sort()).toEqual(tags);
    expect(await page.locator('.opblock').count()).toBe(operations.length);

    const health = page.locator('.opblock', { has: page.locator('[data-path="/api/health"]') });
    await health.locator('.opblock-summary-control').click();
    await health.getByRole('button', { name: 'Try it out' }).click();
    await health.getByRole('button', { name: 'Execute' }).click();
    const answer = health.locator('.live-responses-table .response .response-col_status');
    await answer.waitFor();
    expect((await answer.innerText()).trim()).toBe('200');
    await screenshot(page, 'api-docs-1280');

    expect(problems).toEqual([]);
    await context.close();
  });
});
