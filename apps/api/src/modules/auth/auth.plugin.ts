import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, isUuid } from '@campus/contract';
import { unauthorized } from '../../http/http-error';
import type { UsersRepository, UserRow } from '../users/users.repository';
import type { TokenService } from './token.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAuth; routes behind it can rely on it. */
    user?: UserRow;
    /** Set by requireToken: whose token it is and its version, not yet checked against revocation. */
    session?: TokenSession;
  }
}

/** A token whose signature and expiry checked out; whether it was revoked is for the caller's query to check. */
export interface TokenSession {
  userId: string;
  tokenVersion: number;
}

function bearerToken(request: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw unauthorized(MESSAGES.unauthorized);
  return match[1];
}

/** Makes the preHandler that admits only a request carrying a valid, unrevoked bearer token. */
export function makeRequireAuth(tokens: TokenService, usersRepository: UsersRepository) {
  return async function requireAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const verified = await tokens.verify(bearerToken(request));
    if (!verified) throw unauthorized(MESSAGES.sessionExpired);
    const user = await usersRepository.findById(verified.userId).catch(() => undefined);
    if (!user || user.tokenVersion !== verified.tokenVersion) throw unauthorized(MESSAGES.sessionExpired);
    request.user = user;
  };
}

/**
 * Makes the preHandler for the cart's busiest calls (decision 020): it checks the token's signature
 * and expiry only, and leaves the revocation check (the user's token version) to the call's own
 * statement, which changes and answers nothing for a revoked token. One database round trip a call
 * instead of two. A route behind it must check `request.session` in its query, or use requireAuth.
 */
export function makeRequireToken(tokens: TokenService) {
  return async function requireToken(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const verified = await tokens.verify(bearerToken(request));
    if (!verified || !isUuid(verified.userId)) throw unauthorized(MESSAGES.sessionExpired);
    request.session = verified;
  };
}

/** The token session of a request that passed requireToken. */
export function currentSession(request: FastifyRequest): TokenSession {
  if (!request.session) throw unauthorized(MESSAGES.unauthorized);
  return request.session;
}

/** The signed-in user of a request that passed requireAuth. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized(MESSAGES.unauthorized);
  return request.user;
}
