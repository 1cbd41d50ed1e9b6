import fs from 'node:fs/promises';
import { inject } from 'vitest';
import type { FileStorage } from '../modules/storage/file-storage';

/** A picture the demo seed stores: the file under its storage key (test-databases-setup.ts). */
export interface SeedPicture {
  key: string;
  file: string;
  contentType: string;
}

/** What the API suite's global setup made once for every test file (test-databases-setup.ts). */
export interface TestDatabaseSources {
  /** PGlite data-directory dumps: migrated, and migrated then seeded with the demo catalog. */
  migratedImage: string;
  seededImage: string;
  /** The pictures the seed stored, for a seeded database's storage. */
  pictures: SeedPicture[];
  /** PostgreSQL template databases (TEST_DATABASE=postgres). */
  postgresTemplates?: { migrated: string; seeded: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseSources: TestDatabaseSources | undefined;
  }
}

/** The sources; only the API project's global setup makes them. */
export function testDatabaseSources(): TestDatabaseSources {
  const sources = inject('testDatabaseSources');
  if (!sources) throw new Error('No test databases: only the API project (vitest --project api) makes them, in its global setup');
  return sources;
}

const images = new Map<string, Promise<Blob>>();

/** A PGlite image read once per worker. */
export function pgliteImageFrom(file: string): Promise<Blob> {
  let image = images.get(file);
  if (!image) {
    image = fs.readFile(file).then((bytes) => new Blob([bytes]));
    images.set(file, image);
  }
  return image;
}

/** Stores the seed's pictures in a test app's storage, as the seed would (the local store links them). */
export async function storeSeedPictures(storage: FileStorage, pictures: readonly SeedPicture[]): Promise<void> {
  const AT_ONCE = 16;
  for (let start = 0; start < pictures.length; start += AT_ONCE) {
    await Promise.all(
      pictures
        .slice(start, start + AT_ONCE)
        .map(async ({ key, file, contentType }) =>
          storage.putFile ? storage.putFile(key, file, contentType) : storage.put(key, await fs.readFile(file), contentType),
        ),
    );
  }
}
