import type { FastifyRequest } from 'fastify';
import { UNSAFE_TEXT_MESSAGE, isSafeText } from '@campus/contract';
import { InvalidError } from '../errors/domain-errors';

/**
 * Path parameters are request input like any field (issue 35, finding 11): one with a NUL byte or a
 * lone surrogate is refused with 400 naming the parameter, at onRequest, so no guard, schema or query of
 * any route ever sees it (PostgreSQL refuses NUL in text with an error, which was a 500).
 */
export async function refuseUnsafePathParams(request: FastifyRequest): Promise<void> {
  const params = request.params;
  if (typeof params !== 'object' || params === null) return;
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' && !isSafeText(value)) throw new InvalidError(`${name}: ${UNSAFE_TEXT_MESSAGE}`, name);
  }
}
