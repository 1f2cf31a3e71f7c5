// Walks that follow the flow file (flows/full-flow.json, compiled): a test names the node it expects next
// ("info/contact": step id / node id) and its route and heading come from the flow and the node's screen or list. Next
// passes any screen an analyst inserted on the way, filled with that screen's first valid example, so inserting a
// node needs no edit to a walk.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { fullFlow } from '../../../src/app/generated/flow';
import { listLoaders } from '../../../src/app/generated/lists';
import { screenLoaders } from '../../../src/app/generated/screens';
import { matchRoute } from '../../../src/shared/flow';
import { nodePath, stepPath, trimPath } from '../../../src/shared/flow/routes';
import type { FlowNode, FlowStep } from '../../../src/shared/flow/types';
import { validExample } from '../../helpers/screen-examples';
import { fillForm } from './fill-form';
import { checkScreen, mainText, next } from './walk';

/** "<step id>/<node id>" of the full flow, e.g. "info/contact". */
export type NodeRef = `${string}/${string}`;

interface FlowPlace {
  step: FlowStep;
  node: FlowNode;
}

export function flowNode(ref: NodeRef): FlowPlace {
  const [stepId, nodeId] = ref.split('/');
  const step = fullFlow.steps.find((s) => s.id === stepId);
  const node = step?.nodes.find((n) => n.id === nodeId);
  if (!step || !node) throw new Error(`the full flow has no node "${ref}"`);
  return { step, node };
}

/** The flow node whose route the path is. */
export function nodeAtPath(pathname: string): FlowPlace | undefined {
  for (const step of fullFlow.steps) {
    for (const node of step.nodes) {
      if (matchRoute(nodePath(step, node.route), pathname)) return { step, node };
    }
  }
  return undefined;
}

/** Whether a URL is the node's page, whatever ids its route holds. */
export const isAt =
  ({ step, node }: FlowPlace) =>
  (url: URL): boolean =>
    matchRoute(nodePath(step, node.route), url.pathname) !== undefined;

/** The node's h1: its screen schema's title, or its list's title. */
export async function nodeHeading({ node }: FlowPlace): Promise<string> {
  if (node.screen) return String((await screenLoaders[node.screen]!()).schema.title ?? '');
  if (node.list) return (await listLoaders[node.list]!()).list.title;
  throw new Error(`node "${node.id}" has neither a screen nor a list`);
}

const MAX_PASSED = 5;

function flowStep(stepId: string): FlowStep {
  const step = fullFlow.steps.find((s) => s.id === stepId);
  if (!step) throw new Error(`the full flow has no step "${stepId}"`);
  return step;
}

/** The address of a step's intro, e.g. "/finances". */
export const stepAddress = (stepId: string): string => stepPath(flowStep(stepId));

/** Where a walk is headed: a node ("info/contact"), or a step's intro by the step id ("finances"). */
function destination(to: NodeRef | string): { reached: (pathname: string) => boolean } {
  if (to.includes('/')) {
    const { node } = flowNode(to as NodeRef);
    return { reached: (pathname) => nodeAtPath(pathname)?.node === node };
  }
  const address = stepAddress(to);
  return { reached: (pathname) => trimPath(pathname) === address };
}

/** The path once it stays put: a save may first put the new record's id in the address, then go on. */
export async function settledPath(page: Page): Promise<string> {
  for (;;) {
    const at = new URL(page.url()).pathname;
    await page.locator('h1').first().waitFor();
    await page.waitForTimeout(300);
    if (new URL(page.url()).pathname === at) return at;
  }
}

/**
 * Presses Next and follows the flow to `to`: a screen on the way that the test does not name is filled with its
 * first valid example and passed with Next (a list with Next). Fails naming where Next led instead.
 */
export async function nextAlongTo(page: Page, to: NodeRef | string): Promise<void> {
  const { reached } = destination(to);
  for (let passed = 0; ; passed += 1) {
    const before = new URL(page.url()).pathname;
    await next(page);
    await page.waitForURL((url) => url.pathname !== before).catch(async () => {
      throw new Error(`Next on ${before} did not leave it (on the way to ${to}); the page says:\n${await mainText(page)}`);
    });
    const pathname = await settledPath(page);
    if (reached(pathname)) return;
    const here = nodeAtPath(pathname);
    if (!here || passed === MAX_PASSED) throw new Error(`Next on ${before} led to ${pathname}, not on the way to ${to}`);
    await page.getByRole('heading', { level: 1, name: await nodeHeading(here) }).waitFor();
    if (here.node.screen && here.node.save) await fillForm(page, here.node.screen, validExample(here.node.screen));
  }
}

/** Opens a node without route parameters by its address and waits for its heading. */
export async function openNode(page: Page, baseUrl: string, ref: NodeRef): Promise<void> {
  const place = flowNode(ref);
  const address = nodePath(place.step, place.node.route);
  if (address.includes(':')) throw new Error(`node "${ref}" needs route parameters: open it through a link`);
  await page.goto(`${baseUrl}${address}`);
  await page.getByRole('heading', { level: 1, name: await nodeHeading(place) }).waitFor();
}

/** The checks of a walk over flow nodes; screenshots are named `<prefix><route with dashes>`. */
export function walkFlow(prefix: string) {
  const onNode = async (page: Page, ref: NodeRef): Promise<void> => {
    const place = flowNode(ref);
    await checkScreen(page, isAt(place), await nodeHeading(place), prefix);
  };
  const onStep = async (page: Page, stepId: string): Promise<void> => {
    const step = flowStep(stepId);
    await checkScreen(page, stepPath(step), step.intro?.title ?? step.title, prefix);
  };
  return {
    /** Waits for the node's route and heading, checks it with axe and photographs it. */
    onNode,
    /** The same for a step's intro (its heading is the intro's title). */
    onStep,
    /** Next (passing what was inserted on the way), then the step's intro. */
    async nextToStep(page: Page, stepId: string): Promise<void> {
      await nextAlongTo(page, stepId);
      await onStep(page, stepId);
    },
    /** Next (passing what was inserted on the way), then the node, showing `shows` when given. */
    async nextToNode(page: Page, ref: NodeRef, shows?: string): Promise<void> {
      await nextAlongTo(page, ref);
      await onNode(page, ref);
      if (shows !== undefined) await expect.poll(() => mainText(page)).toContain(shows);
    },
    /** Follows the link named `link` to the node. */
    async followToNode(page: Page, link: string, ref: NodeRef): Promise<void> {
      await page.getByRole('link', { name: link }).click();
      await onNode(page, ref);
    },
  };
}
