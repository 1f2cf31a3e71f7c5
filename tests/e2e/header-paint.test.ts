// The browser may paint a page it is still reading. A header painted before its last controls arrived would show the
// earlier ones at the right, then push them left as the rest arrived (a layout shift seen under load): until the
// header is whole, its content is hidden. The page is read here cut off inside its header, without its scripts.
import { describe, expect, it } from 'vitest';
import { usePortalAndBrowser } from './helpers/suite';
import { newPage } from './helpers/verified-page';

const suite = usePortalAndBrowser();

const headerVisibility = `[...document.querySelectorAll('header > *')].map((child) => getComputedStyle(child).visibility)`;

describe('a header the browser paints before it is whole', () => {
  it('shows none of its controls until it is whole, then all of them', async () => {
    const { page, context } = await newPage(suite);
    const address = `${suite.portal.baseUrl}/home`;
    const response = await page.goto(address);
    const whole = (await response?.text()) ?? '';
    expect(await page.evaluate(headerVisibility)).toEqual(['visible', 'visible', 'visible', 'visible']);

    const header = whole.indexOf('<header');
    const cut = whole.indexOf('</select>', header) + '</select>'.length;
    expect(header).toBeGreaterThan(0);
    expect(cut).toBeLessThan(whole.indexOf('</header>'));
    const readSoFar = whole.slice(0, cut).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
    await page.route(address, (route) => route.fulfill({ contentType: 'text/html', body: readSoFar }));
    await page.goto(address);
    expect(await page.evaluate(headerVisibility)).toEqual(['hidden', 'hidden']);
    await context.close();
  });
});
