import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { openTestDatabase, testDatabaseKind } from '../../test/test-app';

/**
 * DatabaseHandle.listen on each kind of database the server runs on: a NOTIFY in a committed
 * transaction arrives, one in a rolled-back transaction never does.
 */
async function provesCommitOnlyDelivery(database: DatabaseHandle): Promise<void> {
  const heard: string[] = [];
  let wake: () => void = () => {};
  const stop = await database.listen('cm_test_channel', (payload) => {
    heard.push(payload);
    wake();
  });
  try {
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('cm_test_channel', 'rolled-back')`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const arrived = new Promise<void>((resolve) => (wake = resolve));
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('cm_test_channel', 'committed')`);
    });
    await arrived;
    expect(heard).toEqual(['committed']);
  } finally {
    await stop();
  }
}

describe('listen/notify', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-listen-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it(`delivers committed notifications only (${testDatabaseKind})`, async () => {
    const database = await openTestDatabase();
    try {
      await provesCommitOnlyDelivery(database);
    } finally {
      await database.close();
    }
  });

  it.runIf(testDatabaseKind === 'pglite')('delivers committed notifications only through the PGlite worker thread', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await provesCommitOnlyDelivery(database);
    } finally {
      await database.close();
    }
  });
});
