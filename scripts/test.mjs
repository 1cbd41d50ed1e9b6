import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resolveBin } from './resolve-bin.mjs';
import { ensureWebBuild } from './web-build.mjs';

/**
 * `npm test`, the one gate (CONVENTIONS 13): typecheck, lint, unit, API on PGlite, the same API
 * suite on PostgreSQL when DATABASE_URL is set, the browser journeys in Chromium, then the README's
 * commands run as a person runs them (scripts/*.commands.test.ts).
 */
const node = process.execPath;
const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-market-test-'));
const results = [];
let passed = 0;
let failed = 0;
let skipped = 0;

function step(name, args, env = {}, reportFile) {
  console.log(`\n━━ ${name} ━━`);
  const run = spawnSync(node, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = run.status === 0;
  const result = { name, ok };
  results.push(result);
  if (reportFile && fs.existsSync(reportFile)) {
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // Vitest also fails a run for an error outside any test (an uncaught exception, a crash in teardown).
    if (!ok && !report.numFailedTests) result.why = `exit code ${run.status}: every test passed, so look for "Unhandled Errors" above`;
  } else if (reportFile && !ok) {
    failed += 1;
  }
  return ok;
}

function vitest(name, projects, env = {}) {
  const file = path.join(reports, `${name.replace(/\W+/g, '-')}.json`);
  const projectArgs = projects.flatMap((p) => ['--project', p]);
  return step(
    name,
    [resolveBin('vitest', root), 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
    file,
  );
}

step('typecheck', [resolveBin('typescript', root, 'tsc'), '-b']);
step('lint', [resolveBin('eslint', root), '.', '--max-warnings=0']);
step('format', [resolveBin('prettier', root), '--check', '.']);
vitest('unit', ['unit', 'web']);
vitest('api (PGlite)', ['api'], { TEST_DATABASE: 'pglite' });
if (process.env.DATABASE_URL) vitest('api (PostgreSQL)', ['api'], { TEST_DATABASE: 'postgres' });
else console.log('\nDATABASE_URL is not set: the API suite ran on PGlite only.');
try {
  ensureWebBuild();
  vitest('e2e (Chromium)', ['e2e']);
} catch (error) {
  console.error(error);
  results.push({ name: 'web build', ok: false });
  failed += 1;
}
// Last: they start the real commands (npm start builds what is stale, the bench runs Lighthouse).
vitest('commands', ['commands']);

console.log('\n━━ summary ━━');
for (const result of results) console.log(`${result.ok ? '✔' : '✘'} ${result.name}${result.why ? ` (${result.why})` : ''}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
