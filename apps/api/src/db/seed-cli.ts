import { backupTargetFromEnv } from '../backup/backup-target';
import { createFileStorage } from '../modules/storage/create-file-storage';
import { openForCommand } from './command-database';
import { listPhones, lockDemoAccounts } from './demo-accounts';
import { seedDemoCatalog, seedDemoOwners, seedDemoShopper, seedLargeCatalog } from './seed';
import { upgradeDrawnPictures } from './seed-art/upgrade-drawn-pictures';

/**
 * `npm run seed [-- --products N]`: seeds the demo data, and grows the catalog to N products.
 * Pictures go where the server reads them (DATA_DIR/uploads or S3_*); `/media/art/…` addresses of an older seed become stored pictures.
 * `npm run seed -- --lock-demo`: gives every account still on a README demo password an unknown one (decision 078).
 */
const args = process.argv.slice(2);
const productsFlag = args.indexOf('--products');
const target = productsFlag >= 0 ? Number(args[productsFlag + 1]) : 0;
if (productsFlag >= 0 && (!Number.isInteger(target) || target < 1)) {
  console.error('--products needs a whole number, e.g. --products 20000');
  process.exit(2);
}
const handle = await openForCommand();
try {
  if (args.includes('--lock-demo')) {
    const locked = await lockDemoAccounts(handle.db);
    console.log(
      locked.length === 0
        ? 'No account has a published demo password.'
        : `Locked ${locked.length} demo ${locked.length === 1 ? 'account' : 'accounts'} (${listPhones(locked)}): a new password only through "Forgot password".`,
    );
  } else {
    // The same variables the server reads for its files (decision 122): the seed stores pictures where it serves them.
    const storage = await createFileStorage(backupTargetFromEnv());
    const upgraded = await upgradeDrawnPictures(handle.db, storage);
    if (upgraded) console.log(`drawn pictures stored: ${upgraded} products and shops`);
    console.log(`catalog: ${(await seedDemoCatalog(handle.db, storage)) ? 'seeded' : 'already there'}`);
    console.log(`demo shopper: ${(await seedDemoShopper(handle.db)) ? 'created' : 'already there'}`);
    console.log(`demo shop owners: ${await seedDemoOwners(handle.db)} created`);
    if (target) console.log(`products: ${await seedLargeCatalog(handle.db, storage, target)}`);
  }
} finally {
  await handle.close();
}
