import { openForCommand } from './command-database';
import { listPhones, lockDemoAccounts } from './demo-accounts';
import { seedDemoCatalog, seedDemoOwners, seedDemoShopper, seedLargeCatalog } from './seed';

/**
 * `npm run seed [-- --products N]`: seeds the demo data, and grows the catalog to N products.
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
    console.log(`catalog: ${(await seedDemoCatalog(handle.db)) ? 'seeded' : 'already there'}`);
    console.log(`demo shopper: ${(await seedDemoShopper(handle.db)) ? 'created' : 'already there'}`);
    console.log(`demo shop owners: ${await seedDemoOwners(handle.db)} created`);
    if (target) console.log(`products: ${await seedLargeCatalog(handle.db, target)}`);
  }
} finally {
  await handle.close();
}
