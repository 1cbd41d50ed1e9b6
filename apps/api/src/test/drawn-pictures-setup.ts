/**
 * Global setup of the API, commands and smoke tests: the demo catalog's drawings are encoded into their cache
 * (decision 122) once, before any worker seeds. On a machine that has them it takes a second; on a fresh one about a
 * minute, which would otherwise fall on the first test files of every worker at once and outlast their hooks.
 */
export default async function setup(): Promise<void> {
  const { migratedPgliteImage, openDatabase } = await import('../db/client');
  const { seedDemoCatalog } = await import('../db/seed');
  const handle = await openDatabase({ kind: 'pglite-memory', image: await migratedPgliteImage() });
  // Nothing is kept: the seed only has to ask for every drawing, which fills the cache.
  const nowhere = { put: async () => {}, get: async () => null, delete: async () => {}, exists: async () => false, ping: async () => {} };
  try {
    await seedDemoCatalog(handle.db, nowhere);
  } finally {
    await handle.close();
  }
}
