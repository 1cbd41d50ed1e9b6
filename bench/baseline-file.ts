import fs from 'node:fs';
import path from 'node:path';
import type { Baseline } from './baseline';

/** The committed baseline, `bench/baseline.json`, or BENCH_BASELINE (another file, e.g. a trial run's). */
export const BASELINE_FILE = process.env.BENCH_BASELINE
  ? path.resolve(process.env.BENCH_BASELINE)
  : path.resolve(import.meta.dirname, 'baseline.json');

/** The baseline, or undefined when none has been saved yet. A file that is not a baseline stops the bench. */
export function readBaseline(file = BASELINE_FILE): Baseline | undefined {
  if (!fs.existsSync(file)) return undefined;
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Baseline>;
  if (typeof parsed.sections !== 'object' || parsed.sections === null)
    throw new Error(`${file} is not a bench baseline (no "sections"): save one with npm run bench -- --save-baseline`);
  return parsed as Baseline;
}

export function writeBaseline(baseline: Baseline, file = BASELINE_FILE): void {
  fs.writeFileSync(file, `${JSON.stringify(baseline, null, 2)}\n`);
}
