import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, MESSAGES, isUuid } from '@campus/contract';
import { UnauthenticatedError } from '../../errors/domain-errors';
import type { UserRow } from '../users/user-row';
import type { LiveSessionCache } from './live-session-cache';
import type { TokenService } from './token.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook; routes behind it can rely on it. */
    user?: UserRow;
    /** Set by the authentication hook beside `user`: whose token it is and its version. */
    session?: TokenSession;
  }
}

/** A token whose signature, expiry and revocation checked out. */
export interface TokenSession {
  userId: string;
  tokenVersion: number;
}

function bearerToken(request: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw new UnauthenticatedError(MESSAGES.unauthorized);
  return match[1];
}

const expired = () => new UnauthenticatedError(MESSAGES.sessionExpired, ERROR_CODES.sessionExpired);

/** What the hook needs of accounts: the account a token names, while its token version is current (decision 123). */
export interface LiveAccounts {
  findLive(id: string, tokenVersion: number): Promise<UserRow | undefined>;
}

/**
 * The one authentication hook every signed-in call goes through (issue 17 item 5, CONVENTIONS 17):
 * the token's signature and expiry, then its revocation against the user's token version in the
 * database, on every call. Logout, a password change and a reset raise that version. The answer comes
 * from the instance's kept sessions when the database's notices can be trusted to reach it at once
 * (decision 127), else from a query. The cart's in-statement check of decision 020 still runs, as a
 * second check behind this one, never instead.
 */
export function makeAuthenticate(tokens: TokenService, usersRepository: LiveAccounts, sessions?: LiveSessionCache) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const verified = await tokens.verify(bearerToken(request));
    if (!verified || !isUuid(verified.userId)) throw expired();
    const { userId, tokenVersion } = verified;
    const read = () => usersRepository.findLive(userId, tokenVersion);
    const user = await (sessions ? sessions.live(userId, tokenVersion, read) : read());
    if (!user) throw expired();
    request.user = user;
    request.session = { userId: user.id, tokenVersion: user.tokenVersion };
  };
}

/** The name the route files use today (they are being restructured, issue 17): the same single hook. */
export const makeRequireAuth = makeAuthenticate;

/** The token session of a request that passed the authentication hook. */
export function currentSession(request: FastifyRequest): TokenSession {
  if (!request.session) throw new UnauthenticatedError(MESSAGES.unauthorized);
  return request.session;
}

/** The signed-in user of a request that passed the authentication hook. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new UnauthenticatedError(MESSAGES.unauthorized);
  return request.user;
}
