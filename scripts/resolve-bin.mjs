import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The folder of package `name` as Node finds it from `fromDir`, wherever npm put it (hoisted or nested). */
function packageDir(name, fromDir) {
  const require = createRequire(path.join(path.resolve(fromDir), 'package.json'));
  try {
    return path.dirname(require.resolve(`${name}/package.json`));
  } catch (error) {
    if (error?.code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED') throw error;
  }
  // A package whose exports hide its package.json: climb from its entry to the folder of its package.json.
  for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === name) return dir;
  }
  throw new Error(`${name}: no package.json above its entry`);
}

/**
 * The absolute path of the command `bin` (default: the package's own name) of package `name`, resolved
 * by Node's module resolution from the workspace `fromDir`, never a hard-coded node_modules path:
 * npm hoists a workspace's tools to the root or keeps them beside the workspace as it sees fit (issue 24).
 */
export function resolveBin(name, fromDir, bin = name) {
  const dir = packageDir(name, fromDir);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const relative = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.[bin];
  if (!relative) throw new Error(`${name} has no command ${bin}`);
  return path.join(dir, relative);
}
