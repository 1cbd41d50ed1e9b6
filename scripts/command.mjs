import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { COMMANDS, commandBundle, noBuildTools } from './server-bundle-path.mjs';

/**
 * `npm run migrate|operator|seed|backup|restore` (decisions 079, 081): runs the command's bundle from apps/api/dist
 * with plain Node in this process, as scripts/start.mjs runs the server's. Outside production it first bundles the server and the
 * commands when stale; with NODE_ENV=production it builds nothing, so a production tree (`npm ci --omit=dev`
 * beside the built tree) runs them without tsx or the sources.
 */
const [name, ...args] = process.argv.slice(2);
if (!COMMANDS.includes(name)) {
  console.error(`Usage: node scripts/command.mjs ${COMMANDS.join('|')} [arguments]`);
  process.exit(2);
}
const bundle = commandBundle(name);
if (process.env.NODE_ENV === 'production') {
  if (!fs.existsSync(bundle)) {
    console.error(`No build found (apps/api/dist/${name}.mjs): run \`npm run build\` before running it in production.`);
    process.exit(1);
  }
} else {
  try {
    const { ensureServerBuild } = await import('./server-build.mjs');
    await ensureServerBuild();
  } catch (error) {
    noBuildTools(error);
  }
}
// The command reads its own arguments after the script's path, as when Node runs it directly.
process.argv = [process.argv[0], bundle, ...args];
await import(pathToFileURL(bundle).href);
