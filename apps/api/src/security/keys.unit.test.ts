import { describe, expect, it } from 'vitest';
import { sandboxSecretKey } from '../secrets';
import { KEY_PURPOSES, deriveKeys, parseKeyRotation } from './keys';

const master = 'a-master-secret-that-is-long-enough-for-hkdf';

describe('one secret, three uses', () => {
  it('derives a different 32-byte key for tokens, code hashes, webhook signing and mail, none equal to the master', () => {
    const keys = deriveKeys(master);
    const hex = KEY_PURPOSES.map((purpose) => keys[purpose].toString('hex'));
    expect(new Set(hex).size).toBe(KEY_PURPOSES.length);
    for (const purpose of KEY_PURPOSES) expect(keys[purpose].length).toBe(32);
    expect(hex).not.toContain(Buffer.from(master).toString('hex'));
    expect(deriveKeys(master).tokens.equals(keys.tokens)).toBe(true);
  });

  it('rotating one key leaves the others as they were', () => {
    const before = deriveKeys(master);
    const after = deriveKeys(master, parseKeyRotation('tokens:2'));
    expect(after.tokens.equals(before.tokens)).toBe(false);
    expect(after.codes.equals(before.codes)).toBe(true);
    expect(after.webhooks.equals(before.webhooks)).toBe(true);
    expect(after.mail.equals(before.mail)).toBe(true);
  });

  it('the sandbox webhook key comes from the webhook key alone', () => {
    expect(sandboxSecretKey(master)).toBe(`sk_test_sandbox_${deriveKeys(master).webhooks.toString('hex').slice(0, 40)}`);
    expect(sandboxSecretKey(master, { tokens: 5 })).toBe(sandboxSecretKey(master));
    expect(sandboxSecretKey(master, { webhooks: 2 })).not.toBe(sandboxSecretKey(master));
  });

  it('refuses a KEY_ROTATION it cannot read', () => {
    expect(() => parseKeyRotation('passwords:2')).toThrow(/KEY_ROTATION/);
    expect(() => parseKeyRotation('tokens:0')).toThrow(/KEY_ROTATION/);
    expect(parseKeyRotation('')).toEqual({});
    expect(parseKeyRotation('tokens:2, codes:3')).toEqual({ tokens: 2, codes: 3 });
  });
});
