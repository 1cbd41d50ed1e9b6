import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nextTask', () => {
  it('resumes in a later task: a timer queued before it has run by then', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('earlier task'), 0);
    await nextTask();
    order.push('resumed');
    expect(order).toEqual(['earlier task', 'resumed']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});
