import { backup } from './backup';
import { backupTargetFromEnv, flagValue, runCommand } from './backup-target';

/** `npm run backup -- --to /backups`: the database and every picture into a new dated folder inside /backups. */
const to = flagValue(process.argv.slice(2), '--to');
if (!to) {
  console.error('Usage: npm run backup -- --to /path/to/backups');
  process.exit(2);
}
await runCommand(async () => {
  const { dir, manifest } = await backup(backupTargetFromEnv(), to);
  const database = manifest.database.kind === 'postgres' ? 'PostgreSQL (pg_dump)' : 'the embedded database';
  console.log(`Backed up ${database} and ${manifest.files.count} pictures (${manifest.files.from}) to ${dir}`);
});
