import { createECDH, createHash } from 'node:crypto';

/** The server's VAPID key pair (RFC 8292), base64url as web-push takes them. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (config.ts takes both or neither); otherwise the pair
 * derived from the master secret's `push` key (security/keys.ts, decision 096): the same on every instance
 * that shares JWT_SECRET (or, on one machine, DATA_DIR/jwt-secret), with nothing more to store or copy.
 * A browser's subscription is bound to the public key: rotating it (KEY_ROTATION=push:2) or the master
 * secret makes every device turn notifications on again.
 */
export function vapidKeys(fromEnv: VapidKeys | undefined, derivedPushKey: Buffer): VapidKeys {
  if (fromEnv) return fromEnv;
  // A 32-byte HKDF output is a valid P-256 scalar unless it is 0 or ≥ the group order (about 1 in 2^32): hash again then.
  for (let candidate = derivedPushKey; ; candidate = createHash('sha256').update(candidate).digest()) {
    const ecdh = createECDH('prime256v1');
    try {
      ecdh.setPrivateKey(candidate);
    } catch {
      continue;
    }
    return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: candidate.toString('base64url') };
  }
}
