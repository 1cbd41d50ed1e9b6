import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { seedDemoCatalog, seedDemoOwners, seedDemoShopper } from './db/seed';
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
    );
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  if (config.seed === 'auto') {
    await seedDemoCatalog(database.db);
    await seedDemoShopper(database.db);
    await seedDemoOwners(database.db);
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

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'}; store at http://localhost:${config.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
