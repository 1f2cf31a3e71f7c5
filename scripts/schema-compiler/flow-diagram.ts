import type { Condition } from '../../src/shared/condition/holds';
// A picture of the flow for analysts: flows/FLOW.md, a Mermaid flowchart made from the flow files.
import type { ListDefinition } from '../../src/shared/flow/list-types';
import { continueTarget } from '../../src/shared/flow/next-route';
import type { Flow, FlowNext, FlowNode, FlowStep, JourneyScreen } from '../../src/shared/flow/types';

const id = (...parts: string[]) => parts.join('_').replace(/[^A-Za-z0-9_]/g, '_');
const quote = (text: string) => `"${text.replace(/"/g, '#quot;')}"`;

/** `{ properties: { a: { const: true } } }` reads "a = true"; anything else "condition". */
export function describeCondition(when: Condition): string {
  if (typeof when === 'boolean') return String(when);
  const properties = when.properties as Record<string, { const?: unknown; enum?: unknown[] }> | undefined;
  const parts = Object.entries(properties ?? {}).map(([name, rule]) => {
    if ('const' in rule) return `${name} = ${JSON.stringify(rule.const)}`;
    if (Array.isArray(rule.enum)) return `${name} in ${rule.enum.map((v) => JSON.stringify(v)).join(', ')}`;
    return `${name} matches`;
  });
  return parts.length ? parts.join(' and ') : 'condition';
}

/** Entering a step: its intro box, or for a hidden step (no intro) its first node. */
function entryId(step: FlowStep): string {
  const first = step.nodes[0];
  return step.hidden === true && first ? id(step.id, first.id) : id(step.id, 'intro');
}

function targetId(flow: Flow, step: FlowStep, to: string): string {
  if (to === continueTarget) return id('route', 'fast-path next step');
  if (to.startsWith('/')) {
    const stepByRoute = flow.steps.find((s) => s.route === to);
    if (stepByRoute) return entryId(stepByRoute);
    for (const s of flow.steps) {
      const node = s.nodes.find((n) => `${s.route}/${n.route}` === to);
      if (node) return id(s.id, node.id);
    }
    return id('route', to);
  }
  if (step.nodes.some((n) => n.id === to)) return id(step.id, to);
  const target = flow.steps.find((s) => s.id === to);
  return target ? entryId(target) : id(to, 'intro');
}

/** Where a step's intro or node goes when no `next` entry applies: the following node, next intro, or the end. */
function fallback(flow: Flow, stepIndex: number, nodeIndex: number): string {
  const step = flow.steps[stepIndex]!;
  const following = step.nodes[nodeIndex + 1];
  if (following) return id(step.id, following.id);
  const nextStep = flow.steps[stepIndex + 1];
  return nextStep ? entryId(nextStep) : id('route', flow.end);
}

function nodeEdges(flow: Flow, stepIndex: number, nodeIndex: number, next: FlowNext[]): string[] {
  const step = flow.steps[stepIndex]!;
  const from = id(step.id, step.nodes[nodeIndex]!.id);
  const edges: string[] = [];
  for (const entry of next) {
    const to = targetId(flow, step, entry.to);
    if (entry.when === undefined) return [...edges, `  ${from} --> ${to}`];
    edges.push(`  ${from} -->|${quote(`if ${describeCondition(entry.when)}`)}| ${to}`);
  }
  const label = edges.length ? `|${quote('otherwise')}|` : '';
  return [...edges, `  ${from} -->${label} ${fallback(flow, stepIndex, nodeIndex)}`];
}

/** A screen node as a box, a list node as a subroutine box; `:name` parameters stay in the route. */
function nodeShape(step: FlowStep, node: FlowNode, screenTitles: Record<string, string>, lists: Record<string, ListDefinition>): string {
  const route = `${step.route}/${node.route}`;
  if (node.list) {
    const title = lists[node.list]?.title ? `<br/>${lists[node.list]!.title}` : '';
    return `[[${quote(`${route}${title}<br/>list ${node.list}`)}]]`;
  }
  const title = node.screen && screenTitles[node.screen] ? `<br/>${screenTitles[node.screen]}` : '';
  const later = node.saveForLater === true ? ' (or Save For Later)' : '';
  const save = node.save ? `<br/>saves ${node.save}${later}` : '<br/>display only (Next navigates)';
  return `[${quote(`${route}${title}${save}`)}]`;
}

/** A screen's extra submit buttons (`also`): they save like Next, then go to their node. */
function alsoEdges(step: FlowStep, node: FlowNode): string[] {
  const from = id(step.id, node.id);
  return (node.also ?? [])
    .filter((button) => step.nodes.some((n) => n.id === button.to))
    .map((button) => `  ${from} ==>|${quote(`${button.label} (saves)`)}| ${id(step.id, button.to)}`);
}

/** A list's Add buttons and Edit links, as dotted edges to their nodes. */
function listEdges(step: FlowStep, node: FlowNode, list: ListDefinition | undefined): string[] {
  const from = id(step.id, node.id);
  const known = (to: string) => step.nodes.some((n) => n.id === to);
  return (list?.sections ?? []).flatMap((section) => [
    ...(section.add && known(section.add.to) ? [`  ${from} -.->|${quote(section.add.label)}| ${id(step.id, section.add.to)}`] : []),
    ...(section.edit && known(section.edit) ? [`  ${from} -.->|${quote(`edit ${section.title}`)}| ${id(step.id, section.edit)}`] : []),
  ]);
}

/**
 * The whole picture as Markdown: the steps with their intros (hidden steps have none), screens (what they save,
 * Save For Later, display-only), lists (with their add and edit links), extra buttons (`also`, thick edges) and
 * branches, and the journey screens.
 */
export function flowDiagram(
  flow: Flow,
  journey: JourneyScreen[],
  screenTitles: Record<string, string> = {},
  lists: Record<string, ListDefinition> = {},
): string {
  const lines = ['flowchart TD'];
  const terminals = new Set<string>([flow.end]);
  flow.steps.forEach((step, s) => {
    const hidden = step.hidden === true;
    const heading = hidden ? `Hidden step: ${step.title} (no intro, not in the step menu)` : `Step ${step.number ?? '?'}: ${step.title}`;
    lines.push(`  subgraph ${id(step.id)}[${quote(heading)}]`);
    if (!hidden) lines.push(`    ${id(step.id, 'intro')}([${quote(`${step.route}<br/>${step.intro?.title ?? ''}`)}])`);
    for (const node of step.nodes) lines.push(`    ${id(step.id, node.id)}${nodeShape(step, node, screenTitles, lists)}`);
    lines.push('  end');
    if (!hidden) lines.push(`  ${id(step.id, 'intro')} --> ${step.nodes[0] ? id(step.id, step.nodes[0].id) : fallback(flow, s, -1)}`);
    step.nodes.forEach((node, n) => {
      node.next.filter((e) => e.to.startsWith('/') && !flow.steps.some((t) => t.route === e.to)).forEach((e) => terminals.add(e.to));
      lines.push(...nodeEdges(flow, s, n, node.next));
      lines.push(...alsoEdges(step, node));
      if (node.list) lines.push(...listEdges(step, node, lists[node.list]));
    });
  });
  for (const route of terminals) {
    if (!lines.some((l) => l.includes(`--> ${id('route', route)}`) || l.includes(`| ${id('route', route)}`))) continue;
    lines.push(`  ${id('route', route)}([${quote(route)}])`);
  }
  const continues = id('route', 'fast-path next step');
  if (lines.some((l) => l.endsWith(`--> ${continues}`) || l.includes(`| ${continues}`))) {
    lines.push(`  ${continues}{{${quote('$continue: the next step of the fast path (the cards chosen on First Things First, then declarations and demographics)')}}}`);
  }
  const journeyRows = journey.map((j) => `| \`${j.route}\` | \`${j.screen}\` | ${screenTitles[j.screen] ?? ''} |`);
  return [
    '# The application flow',
    '',
    'Generated from `flows/full-flow.json` and `flows/journey.json` by `npm run flow:diagram`; do not edit by hand',
    '(`npm run lint:schemas` reports it when it is out of date).',
    '',
    '```mermaid',
    ...lines,
    '```',
    '',
    '## Screens outside the five steps',
    '',
    '| route | screen | title |',
    '|---|---|---|',
    ...journeyRows,
    '',
  ].join('\n');
}
