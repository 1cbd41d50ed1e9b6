import http from 'node:http';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import { fastifyRequestContext } from '@fastify/request-context';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX, ERROR_CODES, MESSAGES, STORE_NAME } from '@campus/contract';
import { deferredStylesScriptSource, EARLY_CALLS_SCRIPT_SOURCE, registerWebPages, SCRIPTS_AFTER_LOAD_SOURCE } from '@campus/web/server';
import { DEFAULT_TIMEOUTS, type AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { closeContainer, createContainer, type AppModule, type Container } from './container';
import { installErrorHandler, sendError, sendFrameworkError } from './http/error-handler';
import { LOG_SERIALIZERS } from './http/log-redaction';
import { openApiTransforms } from './http/openapi';
import { refuseMalformedHost } from './http/host-header';
import { refuseUnsafePathParams } from './http/path-params';
import { readableUrl } from './http/readable-url';
import { installSecurityHeaders } from './http/security-headers';
import { KeptCatalogReads } from './http/kept-catalog-reads';
import { fastifyTrustProxy } from './security/trust-proxy';
import { createFileStorage } from './modules/storage/create-file-storage';
import { accessModule } from './modules/access/access.routes';
import { inArea, type Area } from './modules/access/areas';
import { adminModule } from './modules/admin/admin.routes';
import { openRedis } from './shared-state/redis';
import { sharedRouteLimitStore } from './shared-state/route-limit-store';
import { limitBackend } from './modules/auth/rate-limits';
import { favouritesModule } from './modules/favourites/favourites.routes';
import { reviewsAdminModule, reviewsPublicModule, reviewsSellerModule, reviewsShopperModule } from './modules/reviews/reviews.routes';
import { myBookRequestsModule } from './modules/books/my-book-requests.routes';
import { booksModule } from './modules/books/books.routes';
import { cartModule } from './modules/cart/cart.routes';
import { catalogModule } from './modules/catalog/catalog.routes';
import { CatalogChangesListener } from './modules/catalog/catalog-changes';
import { sellerCatalogModule } from './modules/seller-catalog/seller-catalog.routes';
import { stockSellerModule } from './modules/stock/stock.routes';
import { promosAdminModule, promosSellerModule, promosShopperModule } from './modules/promos/promos.routes';
import { answerLivenessProbe, healthModule } from './modules/health/health.routes';
import { mailModule } from './modules/mail/mail.routes';
import { mediaModule } from './modules/media/media.routes';
import { shareImageModule } from './modules/share-images/share-image.routes';
import { ordersModule } from './modules/orders/orders.routes';
import { moneyAdminModule } from './modules/money/money.routes';
import { devOrdersModule } from './modules/orders/orders-dev.routes';
import { orderEventsModule } from './modules/orders/order-events.routes';
import { invitationAcceptModule, invitationLinksModule, sellerModule } from './modules/seller/seller.routes';
import { registerMailWorker, scheduleFailedMailSweep } from './modules/jobs/mail-jobs';
import { scheduleReconciliation } from './modules/payments/reconcile-job';
import { scheduleImageSweep } from './modules/images/image-sweep-job';
import { registerRefundWorker } from './modules/money/refund-job';
import { registerWebhookWorker } from './modules/payments/webhook-job';
import { paymentsModule, paymentWebhookModule } from './modules/payments/payments.routes';
import { pushKeyModule, pushSellerModule, pushShopperModule } from './modules/notifications/push/push.routes';
import { sandboxModule } from './modules/payments/sandbox.routes';
import { recoveryModule } from './modules/recovery/recovery.routes';
import { searchHistoryModule } from './modules/search-history/search-history.routes';
import { userAccountModule, usersModule } from './modules/users/users.routes';
import { AccessLogController, writesAt } from './observability/access-log';
import { installMetrics, requestsTimed } from './observability/metrics-endpoint';
import { requestIdMixin } from './observability/request-context';
import { REQUEST_ID_HEADER, requestIdOf } from './observability/request-id';
import { scheduleJobPruning } from './modules/jobs/job-pruning';
import { acceptanceAdminModule } from './modules/acceptance/acceptance-admin.routes';
import { smsDevModule } from './modules/notifications/sms/sms-dev.routes';
import { registerSmsWorker } from './modules/notifications/sms/sms-jobs';

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  /** The clock every rule reads; tests move it. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Every module, in the order it is registered (decision 024), with the prefix its paths live under
 * and the audience area whose one guard it sits behind (decision 095, modules/access/areas.ts).
 * A module is one plugin that reads what it needs from the container.
 */
const MODULES: readonly { module: AppModule; prefix: string; area: Area }[] = [
  { module: healthModule, prefix: API_PREFIX, area: 'public' },
  { module: catalogModule, prefix: API_PREFIX, area: 'public' },
  { module: booksModule, prefix: API_PREFIX, area: 'public' },
  { module: myBookRequestsModule, prefix: API_PREFIX, area: 'shopper' },
  { module: cartModule, prefix: API_PREFIX, area: 'shopper' },
  { module: usersModule, prefix: API_PREFIX, area: 'public' },
  { module: userAccountModule, prefix: API_PREFIX, area: 'shopper' },
  { module: accessModule, prefix: API_PREFIX, area: 'shopper' },
  { module: adminModule, prefix: API_PREFIX, area: 'admin' },
  { module: sellerCatalogModule, prefix: API_PREFIX, area: 'seller' },
  { module: stockSellerModule, prefix: API_PREFIX, area: 'seller' },
  { module: promosSellerModule, prefix: API_PREFIX, area: 'seller' },
  { module: promosAdminModule, prefix: API_PREFIX, area: 'admin' },
  { module: promosShopperModule, prefix: API_PREFIX, area: 'shopper' },
  { module: recoveryModule, prefix: API_PREFIX, area: 'public' },
  { module: mailModule, prefix: API_PREFIX, area: 'dev' },
  { module: searchHistoryModule, prefix: API_PREFIX, area: 'shopper' },
  { module: favouritesModule, prefix: API_PREFIX, area: 'shopper' },
  { module: reviewsPublicModule, prefix: API_PREFIX, area: 'public' },
  { module: reviewsShopperModule, prefix: API_PREFIX, area: 'shopper' },
  { module: reviewsSellerModule, prefix: API_PREFIX, area: 'seller' },
  { module: reviewsAdminModule, prefix: API_PREFIX, area: 'admin' },
  { module: mediaModule, prefix: '', area: 'public' },
  { module: shareImageModule, prefix: '', area: 'public' },
  { module: paymentsModule, prefix: API_PREFIX, area: 'shopper' },
  { module: paymentWebhookModule, prefix: API_PREFIX, area: 'webhook' },
  { module: ordersModule, prefix: API_PREFIX, area: 'shopper' },
  { module: moneyAdminModule, prefix: API_PREFIX, area: 'admin' },
  { module: orderEventsModule, prefix: API_PREFIX, area: 'shopper' },
  { module: sellerModule, prefix: API_PREFIX, area: 'seller' },
  { module: invitationLinksModule, prefix: API_PREFIX, area: 'public' },
  { module: invitationAcceptModule, prefix: API_PREFIX, area: 'shopper' },
  { module: devOrdersModule, prefix: API_PREFIX, area: 'dev' },
  { module: acceptanceAdminModule, prefix: API_PREFIX, area: 'admin' },
  { module: smsDevModule, prefix: API_PREFIX, area: 'dev' },
  { module: pushKeyModule, prefix: API_PREFIX, area: 'public' },
  { module: pushShopperModule, prefix: API_PREFIX, area: 'shopper' },
  { module: pushSellerModule, prefix: API_PREFIX, area: 'seller' },
  // The sandbox's pages live outside the API (only when PAYMENT_PROVIDER=sandbox).
  { module: sandboxModule, prefix: '', area: 'public' },
];

/** The log's options; whoever passes a logger, errors are logged without the statement's values (log-redaction.ts). */
function loggerOptions(deps: AppDeps): FastifyServerOptions['logger'] {
  const logger = deps.logger ?? {
    level: deps.config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.newPassword', '*.oldPassword', '*.otp', '*.resetToken'],
  };
  if (typeof logger !== 'object') return logger;
  // Every line written inside a request carries its id, whichever logger wrote it (request-context.ts).
  return { ...logger, serializers: { ...logger.serializers, ...LOG_SERIALIZERS }, mixin: requestIdMixin };
}

/**
 * The HTTP server Fastify would make, except that liveness probes (health.routes.ts) and kept catalog reads
 * (decision 150) are answered before routing, and every answer, those included, carries the request's id. A client that does
 * not send its whole request in `requestMs` (its headers in `headersMs`) gets 408 and is closed: the time to
 * *send* a request, so a long answer (an SSE stream) is not cut. Node checks incomplete requests every
 * `connectionsCheckingInterval`, set from the shorter limit (issue 35).
 */
function createHttpServer(
  handler: http.RequestListener,
  options: { keepAliveTimeout?: number; connectionTimeout?: number },
  timeouts: { requestMs: number; headersMs: number },
  keptReads: KeptCatalogReads,
): http.Server {
  const shortest = Math.min(timeouts.headersMs, timeouts.requestMs || timeouts.headersMs);
  const server = http.createServer(
    {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.floor(shortest / 4))),
    },
    (request, response) => {
      const id = requestIdOf(request);
      if (keptReads.answer(request, response, id)) return;
      response.setHeader(REQUEST_ID_HEADER, id);
      if (!answerLivenessProbe(request, response)) handler(request, response);
    },
  );
  server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
  server.setTimeout(options.connectionTimeout ?? 0);
  return server;
}

/** The server and the container its modules were built from (tests read services from it). */
export async function composeApp(deps: AppDeps): Promise<{ app: FastifyInstance; container: Container }> {
  const { config, database } = deps;
  const accessLog = config.accessLogLevel ? new AccessLogController(config.accessLogLevel) : undefined;
  const keptReads = new KeptCatalogReads();
  const app = Fastify({
    logger: loggerOptions(deps),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Access log lines at ACCESS_LOG_LEVEL (production: info by default); Fastify's own two lines per request otherwise.
    logController: accessLog ?? new LogController({}),
    // The incoming x-request-id when well formed, else a random UUID (request-id.ts).
    genReqId: requestIdOf,
    requestIdHeader: false,
    serverFactory: (handler, options) => createHttpServer(handler, options, config.timeouts ?? DEFAULT_TIMEOUTS, keptReads),
    // A path whose escapes do not decode reaches the 404 page (or the API's 404), not Fastify's own JSON 400.
    rewriteUrl: (request) => readableUrl(request.url ?? '/'),
    // A path parameter over 100 characters gets the API's own 404, not the router's 414 that repeats the address.
    frameworkErrors: (error, _request, reply) => sendFrameworkError(error, reply),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  // Injected requests (tests) skip the HTTP server above: the id is set on the answer here too.
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  await app.register(fastifyRequestContext, { defaultStoreValues: (request) => ({ requestId: request.id }) });
  if (config.otlpEndpoint) {
    // Loaded only when traces are wanted (the OpenTelemetry packages are large).
    const { installTracing } = await import('./observability/tracing');
    installTracing(app, { endpoint: config.otlpEndpoint, serviceName: config.otelServiceName });
  }
  // Before any area's guard: a Host no address can be built on is 400 (issue 35).
  app.addHook('onRequest', refuseMalformedHost);
  // After the area's guard (who is asking before what is asked, decision 028) and before any schema or query:
  // a path parameter no route could store or look up is 400 (issue 35).
  app.addHook('preValidation', refuseUnsafePathParams);

  // External plugins.
  await installSecurityHeaders(
    app,
    {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [
            "'self'",
            'https://js.paystack.co',
            EARLY_CALLS_SCRIPT_SOURCE,
            await deferredStylesScriptSource(),
            SCRIPTS_AFTER_LOAD_SOURCE,
          ],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", 'https://api.paystack.co'],
          frameSrc: ["'self'", 'https://checkout.paystack.com'],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    },
    `${API_PREFIX}/`,
  );
  // Route limits (uploads) count where the account limits do: every instance sees them (decision 045).
  const redis = config.redisUrl ? await openRedis(config.redisUrl) : undefined;
  const backend = limitBackend(database.pool, redis);
  await app.register(fastifyRateLimit, { global: false, ...(backend.kind === 'memory' ? {} : { store: sharedRouteLimitStore(backend) }) });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${STORE_NAME} API`,
        version: '1.0.0',
        description: 'The calls of the storefront (spec §7) and the additions of DESIGN §5.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    ...openApiTransforms,
  });
  // The docs page is off in production unless API_DOCS=1 (issue 18).
  if (config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Shared services, then the modules.
  const storage = await createFileStorage(config);
  const container = createContainer({ config, database, now: deps.now ?? (() => new Date()), log: app.log, storage, redis });
  app.addHook('onClose', () => closeContainer(container));
  startBackgroundWork(app, container);
  installMetrics(app, container);
  serveKeptReads(app, container, keptReads, accessLog);
  for (const { module, prefix, area } of MODULES) await app.register(inArea(area, module), { prefix, deps: container });

  // The web app's pages last: they answer every address no route took (issue 33 item 5).
  await registerWebPages(app, {
    webDist: config.webDist,
    publicUrl: config.publicUrl,
    catalog: container.catalog,
    notFound: (_request, reply) => sendError(reply, 404, { error: MESSAGES.notFound, code: ERROR_CODES.notFound }),
  });
  return { app, container };
}

/**
 * Decision 150: the kept catalog reads are answered before routing, with the access log's line, except where
 * requests are timed in Fastify's hooks (metrics, tracing) or Fastify's own request lines are written. From
 * `preClose` Fastify answers them again (503 while closing).
 */
function serveKeptReads(app: FastifyInstance, container: Container, keptReads: KeptCatalogReads, accessLog?: AccessLogController) {
  const { config, catalog } = container;
  if (config.otlpEndpoint || requestsTimed(config)) return;
  if (!accessLog && writesAt(app.log, 'info')) return;
  keptReads.serve((read, slug) => catalog.keptBody(read, slug), accessLog?.answerLog(app.log));
  app.addHook('preClose', () => keptReads.stop());
}

/** Builds the whole server: external plugins → shared services → modules (CONVENTIONS 6). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  return (await composeApp(deps)).app;
}

/** The job queue's workers, its reconciliation schedule and the live-events listener run while the app is up. */
function startBackgroundWork(app: FastifyInstance, container: Container): void {
  const { jobs, queuedMail, liveEvents, payments, money, workflows, mail, now } = container;
  registerMailWorker(jobs, mail);
  const catalogChanges = new CatalogChangesListener(liveEvents, container.catalog);
  registerRefundWorker(jobs, money.service, payments.provider);
  registerWebhookWorker(jobs, (id) => workflows.processWebhook(id, app.log));
  registerSmsWorker(jobs, container.sms.provider);
  container.acceptance.deadlines.registerWorkers();
  let stopAcceptanceSweep = () => {};
  let stopReconciling = () => {};
  let stopMailSweep = () => {};
  let stopPruning = () => {};
  let stopImageSweep = () => {};
  app.addHook('onReady', async () => {
    jobs.start();
    stopImageSweep = scheduleImageSweep(jobs, container.images.uploads, now);
    stopMailSweep = scheduleFailedMailSweep(jobs, queuedMail, now, container.config.jobs?.mailSweepMs);
    stopReconciling = scheduleReconciliation(jobs, () => workflows.reconcilePending(), now);
    stopPruning = scheduleJobPruning(jobs, now, container.config.jobRetentionDays);
    stopAcceptanceSweep = container.acceptance.deadlines.schedule(container.config.acceptanceSweepMs ?? 10_000);
    catalogChanges.start();
    await container.push.start();
    await liveEvents.start();
  });
  // Shutdown (decision 045): streams end first with a reconnect hint, so closing never waits on them;
  // then no new job is claimed, and one still running after the grace goes back to the queue.
  app.addHook('preClose', async () => {
    stopReconciling();
    stopMailSweep();
    stopPruning();
    stopImageSweep();
    stopAcceptanceSweep();
    await liveEvents.stop();
    await Promise.all([jobs.stop(container.config.jobs?.shutdownGraceMs), container.push.stop(container.config.jobs?.shutdownGraceMs)]);
    catalogChanges.stop();
  });
}
