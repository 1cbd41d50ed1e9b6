import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from '../http/log-redaction';

export type AccessLogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * Production's access log: one line per answered request at ACCESS_LOG_LEVEL (`silent`: none), with
 * the method, the path without its query (search words and links' tokens stay out), the route pattern,
 * the status and the time taken. The line carries the request id like every line of the request.
 */
export class AccessLogController extends LogController {
  constructor(private readonly level: AccessLogLevel) {
    super({});
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      // Bearer secrets in a path (an invitation's token) redacted as in every logged address (issue 35).
      path: redactUrl(request.url.split('?')[0] ?? ''),
      route: request.routeOptions.url,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (this.level !== 'silent') reply.log[this.level](line, 'request completed');
  }
}
