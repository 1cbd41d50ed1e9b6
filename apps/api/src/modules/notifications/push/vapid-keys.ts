import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

/** The server's VAPID key pair (RFC 8292), base64url as web-push takes them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY_FILE = 'vapid-keys.json';

function isKeyPair(value: unknown): value is VapidKeys {
  if (typeof value !== 'object' || value === null) return false;
  const { publicKey, privateKey } = value as Record<string, unknown>;
  return typeof publicKey === 'string' && typeof privateKey === 'string' && publicKey.length > 0 && privateKey.length > 0;
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (config.ts requires both or neither); otherwise a pair
 * generated on first start and kept in DATA_DIR/vapid-keys.json, like the token secret (secrets.ts).
 * A browser's subscription is tied to the public key: a new pair means every device subscribes again,
 * so production with several instances sets the variables.
 */
export function resolveVapidKeys(fromEnv: VapidKeys | undefined, dataDir: string): VapidKeys {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    const stored: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (isKeyPair(stored)) return stored;
    throw new Error(`${file} does not hold a VAPID key pair; delete it to make a new one`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  try {
    fs.writeFileSync(file, JSON.stringify({ publicKey, privateKey }), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return resolveVapidKeys(undefined, dataDir);
}
