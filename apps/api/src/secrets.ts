import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { deriveKeys, type KeyRotation } from './security/keys';

/**
 * The token-signing secret: JWT_SECRET when set (required in production, config.ts), otherwise
 * one generated on first start and kept in DATA_DIR/jwt-secret so sessions survive restarts.
 */
export function resolveJwtSecret(fromEnv: string | undefined, dataDir: string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return fs.readFileSync(file, 'utf8').trim();
}

/** The sandbox provider signs its webhooks like Paystack does; without a configured key it uses the derived webhook key. */
export function sandboxSecretKey(masterSecret: string, rotation: KeyRotation = {}): string {
  return `sk_test_sandbox_${deriveKeys(masterSecret, rotation).webhooks.toString('hex').slice(0, 40)}`;
}

/** The key session tokens are signed with (HKDF from the master secret, decision 027): for tools that mint tokens the server accepts. */
export function tokenSigningKey(masterSecret: string, rotation: KeyRotation = {}): Buffer {
  return deriveKeys(masterSecret, rotation).tokens;
}
