import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@campus/contract';
import { unauthorized } from '../../http/http-error';
import type { UsersRepository, UserRow } from '../users/users.repository';
import type { TokenService } from './token.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAuth; routes behind it can rely on it. */
    user?: UserRow;
  }
}

/** Makes the preHandler that admits only a request carrying a valid, unrevoked bearer token. */
export function makeRequireAuth(tokens: TokenService, usersRepository: UsersRepository) {
  return async function requireAuth(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized(MESSAGES.unauthorized);
    const verified = await tokens.verify(match[1]);
    if (!verified) throw unauthorized(MESSAGES.sessionExpired);
    const user = await usersRepository.findById(verified.userId).catch(() => undefined);
    if (!user || user.tokenVersion !== verified.tokenVersion) throw unauthorized(MESSAGES.sessionExpired);
    request.user = user;
  };
}

/** The signed-in user of a request that passed requireAuth. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized(MESSAGES.unauthorized);
  return request.user;
}
