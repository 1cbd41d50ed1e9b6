import fs from 'node:fs';
import path from 'node:path';

/** The newest modification time (ms) of `target` under `root`, a file or a whole folder; 0 when missing. Builds compare it with their output's. */
export function newestMtime(root, target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(full).reduce((max, name) => Math.max(max, newestMtime(root, path.join(target, name))), stat.mtimeMs);
}
