import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, in the order they should start (decision 157). Vitest starts the files it has timed
 * before longest first, but CI runs on a fresh clone with no such record, and then Vitest starts the largest files
 * first: the accessibility walk (a short file, the longest journey) started last and ran alone for three minutes at
 * the end of its lane. Started first, the other files share the second lane meanwhile.
 */
export const STARTS_FIRST = [
  // The journeys: axe over every screen in four views, and the deadline that waits one real minute.
  'e2e/a11y.e2e.test.ts',
  'e2e/acceptance-deadline.e2e.test.ts',
  'e2e/operator-day.e2e.test.ts',
  'e2e/accounts.e2e.test.ts',
  // The API files that start servers of their own, or move a whole market through a backup.
  'apps/api/src/backup/backup-restore.api.test.ts',
  'apps/api/src/server.process.api.test.ts',
  'apps/api/src/observability/bundle-observability.api.test.ts',
  'apps/api/src/modules/seller-catalog/upload-queue.api.test.ts',
  'apps/api/src/scale/migration-race.api.test.ts',
  'apps/api/src/scale/two-instances.api.test.ts',
];

/** Where a file stands in STARTS_FIRST: its place there, or after every file named there. */
function rank(spec: TestSpecification): number {
  const at = STARTS_FIRST.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return at === -1 ? STARTS_FIRST.length : at;
}

/**
 * Vitest's own order, with the files of STARTS_FIRST moved to the front of their project (the projects keep Vitest's
 * order, and a stable sort keeps the other files as they were).
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    const project = (spec: TestSpecification) => projects.indexOf(spec.project.name);
    return sorted.sort((a, b) => project(a) - project(b) || rank(a) - rank(b));
  }
}
