import { asyncLocalStorage, requestContext, type RequestContext } from '@fastify/request-context';

declare module '@fastify/request-context' {
  interface RequestContextData {
    /** The request's id (request-id.ts), for log lines written outside `request.log` and jobs it enqueues. */
    requestId?: string;
  }
}

/** The id of the request this code runs for (or of the request whose job runs), if any. */
export function currentRequestId(): string | undefined {
  return requestContext.get('requestId');
}

/** Runs `work` as part of request `requestId` (a job it caused), or of no request at all. */
export function runForRequest<T>(requestId: string | undefined, work: () => T): T {
  const store = requestId === undefined ? {} : { requestId };
  // The package types its store as the accessor object; what it keeps (and its plugin stores) is the data itself.
  return asyncLocalStorage.run(store as unknown as RequestContext, work);
}

/** Runs `work` outside any request: work started during one request that serves others (the job worker). */
export function runOutsideRequests<T>(work: () => T): T {
  return asyncLocalStorage.exit(work);
}

interface BindingsLogger {
  bindings(): Record<string, unknown>;
}

/**
 * Pino's mixin: a line written inside a request (or its job) by a logger that does not already carry
 * the id (the app's logger, used by services) gets `reqId` too, so every line of a request has it.
 */
export function requestIdMixin(_merge: object, _level: number, logger?: BindingsLogger): object {
  const requestId = currentRequestId();
  if (requestId === undefined) return {};
  if (logger && 'reqId' in logger.bindings()) return {};
  return { reqId: requestId };
}
