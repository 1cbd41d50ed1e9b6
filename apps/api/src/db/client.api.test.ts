import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { testDatabaseKind } from '../test/test-app';
import { openDatabase } from './client';
import { createScratchDatabase } from './scratch-database';

async function terminateConnectionsTo(adminUrl: string, database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const result = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return result.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe.skipIf(testDatabaseKind !== 'postgres')('PostgreSQL connections the server ends', () => {
  it('are reported, not thrown, and the next query opens a new one', async () => {
    const adminUrl = process.env.DATABASE_URL!;
    const scratch = await createScratchDatabase(adminUrl, `cm_test_${process.pid}_lost`);
    const onConnectionLost = vi.fn();
    const handle = await openDatabase({ kind: 'postgres', url: scratch.url, onConnectionLost });
    try {
      expect(await handle.ping()).toBe(true);
      const name = new URL(scratch.url).pathname.slice(1);
      expect(await terminateConnectionsTo(adminUrl, name)).toBeGreaterThan(0);
      await vi.waitFor(() => expect(onConnectionLost).toHaveBeenCalled());
      expect(onConnectionLost.mock.calls[0]![0]).toMatchObject({ code: '57P01' });
      expect(await handle.ping()).toBe(true);
    } finally {
      await handle.close();
      await scratch.drop();
    }
  });
});
