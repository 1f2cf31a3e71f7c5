// The flow node's screen is loaded ahead of the first render, following the flow file's own nodes.
import { describe, expect, it } from 'vitest';
import { fullFlow } from '../../../../src/app/generated/flow';
import { preloadFlowNode } from '../../../../src/app/engine/flow-screen/preload-flow-node';
import { loadScreen } from '../../../../src/app/engine/screen-loader';

describe('preloadFlowNode', () => {
  it("loads the screen of the node at the address, so React's use() reads it without suspending", async () => {
    const step = fullFlow.steps[0]!;
    const node = step.nodes.find((candidate) => candidate.screen)!;
    await preloadFlowNode(`${step.route}/${node.route}`, 'es');
    expect((loadScreen(node.screen!) as Promise<unknown> & { status?: string }).status).toBe('fulfilled');
  });

  it('does nothing for an address that is no screen', async () => {
    await expect(preloadFlowNode('/no-such-step/nowhere', 'en')).resolves.toBeUndefined();
  });
});
