import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { accountsWithDemoPasswords, demoPasswordRefusal } from './db/demo-accounts';
import { seedDemoCatalog, seedDemoOwners, seedDemoShopper } from './db/seed';
import { upgradeDrawnPictures } from './db/seed-art/upgrade-drawn-pictures';
import { createFileStorage } from './modules/storage/create-file-storage';
import type { Database } from './db/client';
import { resolveJwtSecret, sandboxSecretKey } from './secrets';

/** Process entry: config → database (migrated) → demo data when empty → listen → graceful shutdown. */
async function main(): Promise<void> {
  const loaded = loadConfig();
  const jwtSecret = resolveJwtSecret(loaded.jwtSecret, loaded.dataDir);
  const config: AppConfig = {
    ...loaded,
    jwtSecret,
    payment: { ...loaded.payment, secretKey: loaded.payment.secretKey || sandboxSecretKey(jwtSecret, loaded.keyRotation) },
    webDist: loaded.webDist ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist'),
  };

  // The server's modules load while the database opens: PGlite compiles, starts and migrates in its
  // own thread, so on a machine with two cores the two overlap (cold start, issue 8).
  const appModule = import('./app');
  appModule.catch(() => {}); // awaited below; this only keeps a failure from counting as unhandled meanwhile
  let database;
  try {
    database = await openDatabase(
      config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
      // Under the migration lock: instances starting together on an empty database seed it once (decision 079).
      { afterMigrations: (db) => seedDemoData(db, config) },
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // A live market must not open with the README's logins (decision 078); SEED=demo is a demo market that keeps them.
  if (config.production && config.seed !== 'demo') {
    const published = await accountsWithDemoPasswords(database.db);
    if (published.length > 0) {
      console.error(demoPasswordRefusal(published));
      await database.close();
      process.exit(1);
    }
  }

  const { buildApp } = await appModule;
  const app = await buildApp({ config, database });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  if (config.production && config.seed === 'demo') {
    app.log.warn(
      "SEED=demo: this production market keeps the README's published demo logins; before real people use it, unset SEED and run `npm run seed -- --lock-demo`.",
    );
  }
  if (config.production && database.kind === 'pglite') {
    app.log.warn(
      `NODE_ENV=production on the embedded database (PGlite in ${config.dataDir}): it writes without fsync and serves one process, ` +
        'so a crash can lose the latest orders. Real orders belong on PostgreSQL: set DATABASE_URL (README, "Running on PostgreSQL").',
    );
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'}; store at http://localhost:${config.port}`,
  );
}

/**
 * Demo pictures drawn before decision 122 become stored pictures on every start (a query when there are none);
 * the demo data goes into an empty database unless seeding is off.
 */
async function seedDemoData(db: Database, config: AppConfig): Promise<void> {
  const storage = await createFileStorage(config);
  await upgradeDrawnPictures(db, storage);
  if (config.seed === 'never') return;
  await seedDemoCatalog(db, storage);
  await seedDemoShopper(db);
  await seedDemoOwners(db);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
