import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECISIONS_DIR, decisionIndex, describeRecord } from './decision-index.mjs';

describe('the index of decision records', () => {
  it('is the one made from the records (run `node scripts/decision-index.mjs` after adding or superseding one)', async () => {
    expect(fs.readFileSync(path.join(DECISIONS_DIR, 'README.md'), 'utf8')).toBe(await decisionIndex());
  });

  it('shows the latest status a record gives, so a superseded record reads as superseded', () => {
    const record = '# 055 — The queue\n\nStatus: accepted (issue 20)\nStatus: superseded by 090\n\n## Context\n';
    expect(describeRecord(record)).toEqual({ title: 'The queue', status: 'superseded by 090' });
  });
});
