import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { LIMITS, type TokenPayload } from '@campus/contract';
import type { UserRow } from '../users/users.repository';

export interface VerifiedToken {
  userId: string;
  tokenVersion: number;
}

/** Signs and checks session tokens: HS256 only, 7-day exp, the §3 payload plus a token version. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string, private readonly now: () => Date = () => new Date()) {
    this.key = new TextEncoder().encode(secret);
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
      .sign(this.key);
  }

  /** Returns the token's user and version, or null for a missing, expired, altered or foreign token. */
  async verify(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: this.now() });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number' || typeof payload.exp !== 'number') return null;
      return { userId: payload.sub, tokenVersion: payload.ver };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
