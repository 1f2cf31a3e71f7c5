import type { FastPath } from '../../../src/shared/flow/fast-path/types';
import type { Flow } from '../../../src/shared/flow/types';
import type { FactsConditionAt } from './facts-conditions';
import type { Finding } from './types';

/**
 * What the meta-schema cannot say about flows/fast-path.json: ids, routes and section types are unique; exactly one
 * section takes the cards as its steps, and every card's route is one of that section's routes; Review Next Borrower
 * (no progress strip) belongs to no section. Runs after the meta-schema check; skips parts that check reported.
 */
export function checkFastPath(fastPath: FastPath, file: string): Finding[] {
  const findings: Finding[] = [];
  const cards = Array.isArray(fastPath.cards) ? fastPath.cards : [];
  const sections = Array.isArray(fastPath.sections) ? fastPath.sections : [];
  const duplicates = (values: unknown[], at: (i: number) => string, what: string) => {
    const seen = new Set<unknown>();
    values.forEach((value, i) => {
      if (typeof value !== 'string') return;
      if (seen.has(value)) findings.push({ file, pointer: at(i), message: `duplicate ${what} "${value}"` });
      seen.add(value);
    });
  };
  duplicates(cards.map((c) => c?.id), (i) => `/cards/${i}/id`, 'card id');
  duplicates(cards.map((c) => c?.route), (i) => `/cards/${i}/route`, 'card route');
  duplicates(sections.map((s) => s?.applicationType), (i) => `/sections/${i}/applicationType`, 'section applicationType');
  const allRoutes = sections.flatMap((s, i) => (Array.isArray(s?.routes) ? s.routes.map((route, r) => ({ route, pointer: `/sections/${i}/routes/${r}` })) : []));
  const seenRoute = new Set<string>();
  for (const { route, pointer } of allRoutes) {
    if (seenRoute.has(route)) findings.push({ file, pointer, message: `route "${route}" is in more than one section (the progress strip's bold section must be one)` });
    seenRoute.add(route);
    if (route === fastPath.reviewNextBorrower) {
      findings.push({ file, pointer, message: `"${route}" is the Review Next Borrower page, which has no progress strip: it belongs to no section` });
    }
  }

  const cardSections = sections.map((s, i) => ({ s, i })).filter(({ s }) => s?.steps === 'cards');
  if (cardSections.length !== 1) {
    findings.push({ file, pointer: '/sections', message: `exactly one section has "steps": "cards" (found ${cardSections.length})` });
    return findings;
  }
  const [{ s: cardSection, i: cardIndex }] = cardSections as [{ s: FastPath['sections'][number]; i: number }];
  const sectionRoutes = new Set(Array.isArray(cardSection.routes) ? cardSection.routes : []);
  cards.forEach((card, i) => {
    if (typeof card?.route === 'string' && !sectionRoutes.has(card.route)) {
      findings.push({
        file,
        pointer: `/cards/${i}/route`,
        message: `card "${card.id}" goes to "${card.route}", which is not a route of section "${cardSection.title}" (/sections/${cardIndex}/routes)`,
      });
    }
  });
  return findings;
}

/**
 * flows/fast-path.json against the flow's step at the fast path's route (flows/full-flow.json): that step exists; every
 * card route and section route is one of its node routes (the pages the cards and the strip name exist); every node
 * belongs to a section (the progress strip knows where it is). Parameters may differ in name ("edit-asset/:id").
 */
export function checkFastPathAgainstFlow(fastPath: FastPath, flow: Flow, files: { fastPath: string; flow: string }): Finding[] {
  const s = flow.steps?.findIndex((step) => step.route === fastPath.route) ?? -1;
  const step = flow.steps?.[s];
  if (!step) {
    return [{ file: files.flow, pointer: '/steps', message: `no step has the fast path's route "${fastPath.route}" (flows/fast-path.json "route")` }];
  }
  const shape = (route: string) => route.replace(/:[^/]+/g, ':');
  const nodeShapes = new Set((step.nodes ?? []).map((n) => shape(n.route)));
  const findings: Finding[] = [];
  const known = (route: unknown, pointer: string, what: string) => {
    if (typeof route === 'string' && !nodeShapes.has(shape(route))) {
      findings.push({ file: files.fastPath, pointer, message: `${what} "${route}", which is no page of the flow's step "${step.id}" (${files.flow})` });
    }
  };
  (fastPath.cards ?? []).forEach((card, i) => known(card?.route, `/cards/${i}/route`, `card "${card?.id}" goes to`));
  (fastPath.sections ?? []).forEach((section, i) =>
    (section?.routes ?? []).forEach((route, r) => known(route, `/sections/${i}/routes/${r}`, `section "${section.title}" lists`)),
  );
  const sectionShapes = new Set((fastPath.sections ?? []).flatMap((section) => (section?.routes ?? []).map(shape)));
  (step.nodes ?? []).forEach((node, n) => {
    if (!sectionShapes.has(shape(node.route))) {
      findings.push({
        file: files.flow,
        pointer: `/steps/${s}/nodes/${n}/route`,
        message: `fast-path page "${node.route}" is in no section of ${files.fastPath} (add it to the routes of Prior Loan Info, Declarations or Demographics)`,
      });
    }
  });
  return findings;
}

/** The fast path's conditions on the offer facts: each card's `shownWhen`. */
export function fastPathConditions(fastPath: FastPath): FactsConditionAt[] {
  return (Array.isArray(fastPath.cards) ? fastPath.cards : []).map((card, i) => ({ condition: card?.shownWhen, at: `/cards/${i}/shownWhen` }));
}
