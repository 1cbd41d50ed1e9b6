/** `scheduler.yield()` where the browser has it (Chrome 129): the rest runs before tasks queued meanwhile. */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task, so the browser may paint or answer a tap before the next step: on a slow phone,
 * each step of starting the storefront is then a task of its own rather than one long one (decision 016).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
