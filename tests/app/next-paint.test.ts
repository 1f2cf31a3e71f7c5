import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../src/app/next-paint';

afterEach(() => vi.useRealTimers());

describe('afterNextPaint', () => {
  it('resolves in the task after the next animation frame', async () => {
    const frames: FrameRequestCallback[] = [];
    const win = { setTimeout, clearTimeout, requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback) } as unknown as Window;
    let done = false;
    const painted = afterNextPaint(10_000, win).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(done).toBe(false);
    frames[0]!(0);
    await painted;
    expect(done).toBe(true);
  });

  it('resolves after the limit where no frame comes', async () => {
    const win = { setTimeout, clearTimeout, requestAnimationFrame: () => 0 } as unknown as Window;
    await expect(afterNextPaint(5, win)).resolves.toBeUndefined();
  });
});
