import path from 'node:path';

/** Where the bench writes its figures and Lighthouse reports: bench/results (git-ignored), or BENCH_RESULTS (the commands test's temporary folder). */
export const RESULTS_DIR = process.env.BENCH_RESULTS
  ? path.resolve(process.env.BENCH_RESULTS)
  : path.resolve(import.meta.dirname, 'results');
