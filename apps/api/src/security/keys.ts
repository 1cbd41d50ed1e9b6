import { hkdfSync } from 'node:crypto';

/** The separate jobs of the one master secret (JWT_SECRET or DATA_DIR/jwt-secret). */
export const KEY_PURPOSES = ['tokens', 'codes', 'webhooks', 'mail', 'push'] as const;
export type KeyPurpose = (typeof KEY_PURPOSES)[number];

/** Which generation of each key is in use; raising one rotates that key alone. Unset means 1. */
export type KeyRotation = Partial<Record<KeyPurpose, number>>;

export type DerivedKeys = Record<KeyPurpose, Buffer>;

/** Reads KEY_ROTATION, e.g. `tokens:2,codes:3`. */
export function parseKeyRotation(raw: string): KeyRotation {
  const rotation: KeyRotation = {};
  for (const part of raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [purpose, generation] = part.split(':');
    if (!KEY_PURPOSES.includes(purpose as KeyPurpose) || !/^[1-9]\d{0,5}$/.test(generation ?? '')) {
      throw new Error(`Invalid environment:\n  KEY_ROTATION: expected ${KEY_PURPOSES.join('|')}:<generation>, got "${part}"`);
    }
    rotation[purpose as KeyPurpose] = Number(generation);
  }
  return rotation;
}

/**
 * One 32-byte key per purpose, derived from the master secret with HKDF-SHA-256 (RFC 5869): knowing
 * one key tells nothing about the others or the master, and each rotates alone through its generation.
 */
export function deriveKeys(masterSecret: string, rotation: KeyRotation = {}): DerivedKeys {
  const derive = (purpose: KeyPurpose) =>
    Buffer.from(hkdfSync('sha256', masterSecret, 'campus-market', `${purpose}/v${rotation[purpose] ?? 1}`, 32));
  return { tokens: derive('tokens'), codes: derive('codes'), webhooks: derive('webhooks'), mail: derive('mail'), push: derive('push') };
}
