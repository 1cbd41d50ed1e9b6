import { restore } from './backup';
import { backupTargetFromEnv, flagValue, runCommand } from './backup-target';

/** `npm run restore -- --from /backups/campus-market-… [--replace]`: puts a backup back (stop the store first). */
const args = process.argv.slice(2);
const from = flagValue(args, '--from');
if (!from) {
  console.error('Usage: npm run restore -- --from /path/to/backups/campus-market-<time> [--replace]');
  process.exit(2);
}
await runCommand(async () => {
  const manifest = await restore(backupTargetFromEnv(), from, args.includes('--replace'));
  console.log(`Restored the backup of ${manifest.createdAt}: the database and ${manifest.files.count} pictures.`);
});
