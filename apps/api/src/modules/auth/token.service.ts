import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { LIMITS, type TokenPayload } from '@campus/contract';
import type { UserRow } from '../users/user-row';

export interface VerifiedToken {
  userId: string;
  tokenVersion: number;
}

/** How many checked tokens are remembered: about one per shopper active this week, a few MB at most. */
export const VERIFIED_TOKENS_KEPT = 10_000;

/** Signs and checks session tokens: HS256 only, 7-day exp, the §3 payload plus a token version. */
export class TokenService {
  /**
   * The HMAC key, imported once: given the secret's bytes, jose would import a new CryptoKey on
   * every call, which cost more CPU than the rest of an authenticated cart read.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;
  /** Tokens whose signature was checked, with their expiry (seconds), at most VERIFIED_TOKENS_KEPT. */
  private readonly verified = new Map<string, VerifiedToken & { exp: number }>();

  constructor(
    /** The derived token key (security/keys.ts); a string is taken as its UTF-8 bytes. */
    secret: string | Uint8Array,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      typeof secret === 'string' ? new TextEncoder().encode(secret) : secret,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(user: Pick<UserRow, 'id' | 'email' | 'hall' | 'address' | 'fullName' | 'tokenVersion'>): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    const payload: Omit<TokenPayload, 'sub' | 'exp'> & { ver: number } = {
      email: user.email,
      hall: user.hall,
      address: user.address,
      fullName: user.fullName,
      ver: user.tokenVersion,
    };
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + LIMITS.tokenLifetimeSeconds)
      .sign(await this.key);
  }

  /**
   * Returns the token's user and version, or null for a missing, expired, altered or foreign token.
   * A token whose signature checked out is remembered until it expires (a token never changes), so
   * a shopper's next calls skip the HMAC; revocation is not decided here but by the caller, against
   * the user's token version in the database, on every call.
   */
  async verify(token: string): Promise<VerifiedToken | null> {
    const nowSeconds = Math.floor(this.now().getTime() / 1000);
    const known = this.verified.get(token);
    if (known) {
      if (known.exp > nowSeconds) return { userId: known.userId, tokenVersion: known.tokenVersion };
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'], currentDate: this.now() });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.exp !== 'number') return null;
      const verified = { userId: payload.sub, tokenVersion: payload.ver };
      // Oldest first out once full (a Map iterates in insertion order).
      if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value ?? '');
      this.verified.set(token, { ...verified, exp: payload.exp });
      return verified;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
