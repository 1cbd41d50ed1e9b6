import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveJwtSecret } from './secrets';

describe('resolveJwtSecret', () => {
  it('uses JWT_SECRET when given', () => {
    expect(resolveJwtSecret('s'.repeat(40), '/nonexistent')).toBe('s'.repeat(40));
  });

  it('generates a secret once, private to the owner, and keeps it across restarts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-secret-'));
    const first = resolveJwtSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(undefined, dir)).toBe(first);
    fs.rmSync(dir, { recursive: true });
  });
});
