import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { FileStorage } from '../modules/storage/file-storage';
import type { SeedPicture, TestDatabaseSources } from './test-database-sources';

/**
 * Global setup of the API suite: the databases every test file starts from are made once per run, not once per file.
 *
 * - PGlite: a migrated image and a seeded one (migrated, then the demo catalog), as files the workers load a copy of.
 * - PostgreSQL (TEST_DATABASE=postgres): two template databases, migrated and seeded; a file's database is a
 *   `CREATE DATABASE … TEMPLATE` copy (test-app.ts), which takes a tenth of the migrations and the seed.
 * - The seed's pictures (decision 122) are encoded into their cache here, before any worker seeds, and listed: a seeded
 *   test app links the same files into its own storage.
 *
 * Measured on two cores: a seeded test app took 1.5 s on PGlite and 0.8–1.0 s on PostgreSQL, of which migrations and
 * the seed's rows were 0.5–0.9 s (decision 143).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { migratedPgliteImage, openDatabase } = await import('../db/client');
  const { seedDemoCatalog } = await import('../db/seed');
  const { createScratchDatabase } = await import('../db/scratch-database');
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'campus-market-test-databases-'));
  const pictures: SeedPicture[] = [];
  const seedPictures = listingStorage(folder, pictures);
  const cleanups: (() => Promise<void>)[] = [() => fs.rm(folder, { recursive: true, force: true })];

  const migratedImage = path.join(folder, 'migrated.tar');
  const seededImage = path.join(folder, 'seeded.tar');
  await writeBlob(migratedImage, await migratedPgliteImage());
  await writeBlob(seededImage, await migratedPgliteImage((db) => seedDemoCatalog(db, seedPictures).then(() => undefined)));
  const sources: TestDatabaseSources = { migratedImage, seededImage, pictures };

  const adminUrl = process.env.DATABASE_URL;
  if (process.env.TEST_DATABASE === 'postgres' && adminUrl) {
    const migrated = await createScratchDatabase(adminUrl, `cm_template_${process.pid}_migrated`);
    cleanups.unshift(migrated.drop);
    await (await openDatabase({ kind: 'postgres', url: migrated.url })).close();
    const seeded = await createScratchDatabase(adminUrl, `cm_template_${process.pid}_seeded`, migrated.name);
    cleanups.unshift(seeded.drop);
    // The pictures are listed already (the PGlite seed above): this seed's go nowhere.
    const handle = await openDatabase({ kind: 'postgres', url: seeded.url });
    try {
      await seedDemoCatalog(handle.db, listingStorage(folder, []));
    } finally {
      await handle.close();
    }
    sources.postgresTemplates = { migrated: migrated.name, seeded: seeded.name };
  }
  project.provide('testDatabaseSources', sources);
  return async () => {
    for (const cleanup of cleanups) await cleanup();
  };
}

async function writeBlob(file: string, blob: Blob): Promise<void> {
  await fs.writeFile(file, Buffer.from(await blob.arrayBuffer()));
}

/** A storage that only lists what the seed stores: files by their path, bytes written once into `folder`. */
function listingStorage(folder: string, listed: SeedPicture[]): FileStorage {
  return {
    putFile: async (key, file, contentType) => {
      listed.push({ key, file, contentType });
    },
    put: async (key, bytes, contentType) => {
      const file = path.join(folder, 'pictures', key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
      listed.push({ key, file, contentType });
    },
    get: async () => null,
    delete: async () => {},
    exists: async () => false,
    ping: async () => {},
  };
}
