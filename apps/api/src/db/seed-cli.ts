import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seedDemoCatalog, seedDemoOwners, seedDemoShopper, seedLargeCatalog } from './seed';

/** `npm run seed [-- --products N]`: seeds the demo data, and grows the catalog to N products. */
const args = process.argv.slice(2);
const productsFlag = args.indexOf('--products');
const target = productsFlag >= 0 ? Number(args[productsFlag + 1]) : 0;
if (productsFlag >= 0 && (!Number.isInteger(target) || target < 1)) {
  console.error('--products needs a whole number, e.g. --products 20000');
  process.exit(2);
}
const config = loadConfig();
const handle = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
try {
  console.log(`catalog: ${(await seedDemoCatalog(handle.db)) ? 'seeded' : 'already there'}`);
  console.log(`demo shopper: ${(await seedDemoShopper(handle.db)) ? 'created' : 'already there'}`);
  console.log(`demo shop owners: ${await seedDemoOwners(handle.db)} created`);
  if (target) console.log(`products: ${await seedLargeCatalog(handle.db, target)}`);
} finally {
  await handle.close();
}
