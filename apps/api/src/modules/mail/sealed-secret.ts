import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** What a stored mail body shows where its secret (a recovery code) goes; the secret itself is sealed beside it. */
export const SECRET_PLACEHOLDER = '••••••';

/** AES-256-GCM with the mail key (security/keys.ts): base64url of iv ‖ tag ‖ ciphertext. */
export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

/** The secret a sealed value holds; throws when it was altered or sealed with another key. */
export function unsealSecret(key: Buffer, sealed: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}
