import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/test-app';
import { createScratchDatabase } from './scratch-database';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The committed migrations up to (not including) `tag`, in a folder of their own. */
function migrationsBefore(tag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const kept = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
  for (const entry of kept) fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

type Run = (query: string) => Promise<Record<string, unknown>[]>;

/** A database at the schema before order parts, with a way to finish migrating it. */
async function oldDatabase(oldFolder: string): Promise<{ run: Run; migrateRest(): Promise<void>; close(): Promise<void> }> {
  if (testDatabaseKind === 'pglite') {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzlePglite(client);
    await migratePglite(db, { migrationsFolder: oldFolder });
    return {
      run: async (query) => (await db.execute(sql.raw(query))).rows as Record<string, unknown>[],
      migrateRest: () => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const scratch = await createScratchDatabase(process.env.DATABASE_URL ?? '', `cm_migrate_${process.pid}`);
  const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  pool.on('error', () => {});
  const db = drizzlePg(pool);
  await migratePg(db, { migrationsFolder: oldFolder });
  return {
    run: async (query) => (await pool.query(query)).rows as Record<string, unknown>[],
    migrateRest: () => migratePg(db, { migrationsFolder }),
    close: async () => {
      await pool.end();
      await scratch.drop();
    },
  };
}

describe('migration 0003: orders placed before parts existed', () => {
  const folder = migrationsBefore('0004_order_parts_events_and_jobs');
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('get one paid part per shop, delivery shares adding up to what was charged, and a paid event each', async () => {
    const database = await oldDatabase(folder);
    try {
      const { run } = database;
      await run(`insert into users (id, full_name, phone, email, hall, password_hash)
        values ('00000000-0000-4000-8000-000000000001', 'Old Shopper', '08000000001', 'old@example.com', 'Emerald', 'x')`);
      await run(`insert into categories (id, name) values ('00000000-0000-4000-8000-00000000000c', 'Food')`);
      await run(`insert into shops (id, slug, name, category_id, delivery_price_kobo) values
        ('00000000-0000-4000-8000-0000000000a1', 'a', 'Shop A', '00000000-0000-4000-8000-00000000000c', 50000),
        ('00000000-0000-4000-8000-0000000000b1', 'b', 'Shop B', '00000000-0000-4000-8000-00000000000c', 30000)`);
      await run(`insert into products (id, slug, shop_id, title, price_kobo) values
        ('00000000-0000-4000-8000-0000000000a2', 'pa', '00000000-0000-4000-8000-0000000000a1', 'Jollof', 150000),
        ('00000000-0000-4000-8000-0000000000a3', 'pa2', '00000000-0000-4000-8000-0000000000a1', 'Plantain', 50000),
        ('00000000-0000-4000-8000-0000000000b2', 'pb', '00000000-0000-4000-8000-0000000000b1', 'Suya', 100000)`);
      await run(`insert into payments (reference, user_id, amount_kobo, provider, cart_snapshot)
        values ('OLD-1', '00000000-0000-4000-8000-000000000001', 465000, 'sandbox', '[]'::jsonb)`);
      await run(`insert into orders (id, public_id, user_id, payment_reference, items_subtotal_kobo, delivery_kobo, total_kobo, full_name, hall)
        values ('00000000-0000-4000-8000-0000000000d1', 'CM-0000000001', '00000000-0000-4000-8000-000000000001', 'OLD-1', 400000, 65000, 465000, 'Old Shopper', 'Emerald')`);
      await run(`insert into order_items (order_id, product_id, shop_id, title, unit_price_kobo, qty) values
        ('00000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-0000000000a1', 'Jollof', 150000, 1),
        ('00000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-0000000000a3', '00000000-0000-4000-8000-0000000000a1', 'Plantain', 50000, 3),
        ('00000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-0000000000b2', '00000000-0000-4000-8000-0000000000b1', 'Suya', 100000, 1)`);

      await database.migrateRest();

      const parts = await run(
        `select shop_id, status, items_subtotal_kobo::int as subtotal, delivery_kobo::int as delivery from order_parts order by shop_id`,
      );
      expect(parts).toEqual([
        { shop_id: '00000000-0000-4000-8000-0000000000a1', status: 'paid', subtotal: 300000, delivery: 50000 },
        { shop_id: '00000000-0000-4000-8000-0000000000b1', status: 'paid', subtotal: 100000, delivery: 15000 },
      ]);
      const events = await run(`select status from order_events`);
      expect(events).toEqual([{ status: 'paid' }, { status: 'paid' }]);
      const [order] = await run(`select room, delivery_note from orders`);
      expect(order).toEqual({ room: '', delivery_note: '' });
    } finally {
      await database.close();
    }
  });
});
