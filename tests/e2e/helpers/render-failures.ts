// What is wrong with a route as it rendered: it led elsewhere, showed the router's error page ("Uh-oh") or "Oh, no",
// showed no heading, or logged a console error or an uncaught error.
import notFoundTexts from '../../../messages/en/not-found.json';
import oopsTexts from '../../../messages/en/oops.json';
import { trimPath } from '../../../src/shared/flow/routes';

export interface RenderOutcome {
  requested: string;
  /** The path the page showed once it settled. */
  landed: string;
  /** The visible h1 texts. */
  headings: string[];
  /** Console errors and uncaught errors logged meanwhile. */
  problems: string[];
}

export function renderFailures({ requested, landed, headings, problems }: RenderOutcome): string[] {
  return [
    ...(trimPath(landed) === trimPath(requested) ? [] : [`led to ${landed}`]),
    ...(headings.includes(oopsTexts.title) ? [`shows the error page "${oopsTexts.title}"`] : []),
    ...(headings.includes(notFoundTexts.title) ? [`shows "${notFoundTexts.title}"`] : []),
    ...(headings.some((h) => h.trim() !== '') ? [] : ['shows no h1']),
    ...problems.map((problem) => `logged: ${problem}`),
  ];
}
