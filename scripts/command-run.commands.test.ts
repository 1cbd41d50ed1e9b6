import { describe, expect, it } from 'vitest';
import { killMarked, markedProcesses, remainingAfter, runToEnd } from './command-run';

/** The check the commands tests rely on finds a process left behind, even one that left the group and lost its parent. */
describe('stray process check', () => {
  it('finds an orphan in a process group of its own, and the cleanup ends it', async () => {
    const orphan =
      "require('node:child_process').spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { detached: true, stdio: 'ignore' }).unref()";
    const { code, marker } = await runToEnd(process.execPath, ['-e', orphan], { timeoutMs: 30_000 });
    expect(code).toBe(0);
    expect(markedProcesses(marker)).toHaveLength(1);
    killMarked(marker);
    expect(await remainingAfter(marker, 10_000)).toEqual([]);
  });
});
