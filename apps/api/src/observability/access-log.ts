import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AnswerLog } from '../http/kept-catalog-reads';
import { redactUrl } from '../http/log-redaction';

export type AccessLogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

const RANKS: Readonly<Record<string, number>> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };

/** Whether `log` writes lines of `level` (pino's order; a logger made with `logger: false` writes none). */
export function writesAt(log: FastifyBaseLogger, level: AccessLogLevel): boolean {
  const at = RANKS[log.level as string];
  const wanted = RANKS[level];
  return at !== undefined && wanted !== undefined && wanted >= at;
}

/** An answered request's access log line: the path without its query, bearer secrets in it redacted (issue 35). */
export function accessLine(method: string, url: string, route: string | undefined, statusCode: number, responseTime: number) {
  return { method, path: redactUrl(url.split('?')[0] ?? ''), route, statusCode, responseTime };
}

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
    const line = accessLine(request.method, request.url, request.routeOptions.url, reply.statusCode, reply.elapsedTime);
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (this.level !== 'silent') reply.log[this.level](line, 'request completed');
  }

  /**
   * The same line for an answer the HTTP server sends before routing (decision 150), with the request's id as
   * Fastify's request logger binds it; undefined when this level writes nothing.
   */
  answerLog(log: FastifyBaseLogger): AnswerLog | undefined {
    const level = this.level;
    if (level === 'silent' || !writesAt(log, level)) return undefined;
    return (reqId, method, url, route, statusCode, ms) =>
      log.child({ reqId })[level](accessLine(method, url, route, statusCode, ms), 'request completed');
  }
}
