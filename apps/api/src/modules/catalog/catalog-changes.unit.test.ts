import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { CatalogWriter } from '../../infra/events/catalog-writer';

/** A database that says what happens, in order: the transaction's begin, each statement, commit or rollback. */
function recordingDatabase(steps: string[]): Database {
  const tx = {
    execute: async () => {
      steps.push('notify');
    },
  };
  const db = {
    transaction: async <T>(work: (t: typeof tx) => Promise<T>): Promise<T> => {
      steps.push('begin');
      try {
        const value = await work(tx);
        steps.push('commit');
        return value;
      } catch (error) {
        steps.push('rollback');
        throw error;
      }
    },
  };
  return db as unknown as Database; // only `transaction` and the transaction's `execute` are used
}

describe('CatalogWriter (decision 060)', () => {
  it('notifies inside the transaction and drops this instance’s catalog only once it has committed', async () => {
    const steps: string[] = [];
    const writer = new CatalogWriter(recordingDatabase(steps), { invalidate: () => steps.push('invalidate') });
    const value = await writer.write(async (_tx, changed) => {
      steps.push('work');
      await changed('shop-1');
      return 42;
    });
    expect(value).toBe(42);
    expect(steps).toEqual(['begin', 'work', 'notify', 'commit', 'invalidate']);
  });

  it('a write that fails changes nothing anyone reads: no catalog is dropped', async () => {
    const steps: string[] = [];
    const writer = new CatalogWriter(recordingDatabase(steps), { invalidate: () => steps.push('invalidate') });
    await expect(
      writer.write(async (_tx, changed) => {
        await changed('shop-1');
        throw new Error('slug taken');
      }),
    ).rejects.toThrow('slug taken');
    expect(steps).toEqual(['begin', 'notify', 'rollback']);
  });
});
