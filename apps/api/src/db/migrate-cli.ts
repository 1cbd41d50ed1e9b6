import { sql } from 'drizzle-orm';
import { openForCommand } from './command-database';
import { rowsOf } from './client';

/**
 * `npm run migrate`: applies the committed migrations and exits, a deploy step to run alone before the instances
 * start (decision 079). Each instance still checks them at start under the same PostgreSQL advisory lock.
 */
const handle = await openForCommand();
try {
  const [row] = rowsOf<{ applied: number }>(
    await handle.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
  );
  console.log(
    `Migrated: ${row?.applied ?? 0} migrations applied to the ${handle.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database.`,
  );
} finally {
  await handle.close();
}
