import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES, STORE_NAME } from '@campus/contract';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { installErrorHandler } from './http/error-handler';
import { DEFAULT_AUTH_LIMITS } from './modules/auth/attempt-limiter';
import { API_PREFIX } from './http/api-prefix';
import { createPageShell, EARLY_CART_SCRIPT_SOURCE } from './http/page-shell';
import { installSecurityHeaders } from './http/security-headers';
import { makeRequireAuth, makeRequireToken } from './modules/auth/auth.plugin';
import { BooksRepository } from './modules/books/books.repository';
import { booksRoutes } from './modules/books/books.routes';
import { BooksService } from './modules/books/books.service';
import { TokenService } from './modules/auth/token.service';
import { CartRepository } from './modules/cart/cart.repository';
import { cartRoutes } from './modules/cart/cart.routes';
import { CartService } from './modules/cart/cart.service';
import { CatalogRepository } from './modules/catalog/catalog.repository';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { CatalogService } from './modules/catalog/catalog.service';
import { answerLivenessProbe, healthRoutes } from './modules/health/health.routes';
import { devMailRoutes } from './modules/mail/mail.routes';
import { MailRepository } from './modules/mail/mail.repository';
import { MailService } from './modules/mail/mail.service';
import { mediaRoutes } from './modules/media/media.routes';
import { RecoveryRepository } from './modules/recovery/recovery.repository';
import { recoveryRoutes } from './modules/recovery/recovery.routes';
import { RecoveryService } from './modules/recovery/recovery.service';
import { OrderEventsHub } from './modules/events/order-events-hub';
import { JobQueue } from './modules/jobs/job-queue';
import { JobsRepository } from './modules/jobs/jobs.repository';
import { QueuedMail, registerMailWorker } from './modules/jobs/mail-jobs';
import { QueuedOrderMailer } from './modules/orders/order-mailer';
import { OrdersRepository } from './modules/orders/orders.repository';
import { orderEventsRoutes } from './modules/events/order-events.routes';
import { devOrderRoutes } from './modules/orders/orders-dev.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { buildPaymentsModule, type PaymentsModule } from './modules/payments/payments.module';
import { paymentWebhookRoutes, paymentsRoutes } from './modules/payments/payments.routes';
import { scheduleReconciliation } from './modules/payments/reconcile-job';
import { QueuedRefunds, registerRefundWorker } from './modules/payments/refund-job';
import { sandboxRoutes } from './modules/payments/sandbox.routes';
import { SearchHistoryRepository } from './modules/search-history/search-history.repository';
import { searchHistoryRoutes } from './modules/search-history/search-history.routes';
import { SearchHistoryService } from './modules/search-history/search-history.service';
import { UsersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import { UsersService } from './modules/users/users.service';

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  /** The clock every rule reads; tests move it. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

/** What modules are built from: shared services, made once per app. */
export interface Core {
  config: AppConfig;
  database: DatabaseHandle;
  now: () => Date;
  tokens: TokenService;
  users: UsersRepository;
  catalog: CatalogService;
  mail: MailService;
  requireAuth: ReturnType<typeof makeRequireAuth>;
  /** For routes whose own statement checks revocation (decision 020). */
  requireToken: ReturnType<typeof makeRequireToken>;
  /** Checkout: payment provider, payments, orders, sandbox. */
  payments: PaymentsModule;
  /** The durable job queue (decision 029). */
  jobs: JobQueue;
}

/**
 * The HTTP server Fastify would make, with its timeouts, except that liveness probes are answered
 * before routing (health.routes.ts); every other request goes to Fastify.
 */
function createHttpServer(
  handler: http.RequestListener,
  options: { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number },
): http.Server {
  const server = http.createServer((request, response) => {
    if (!answerLivenessProbe(request, response)) handler(request, response);
  });
  server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
  server.requestTimeout = options.requestTimeout ?? 0;
  server.setTimeout(options.connectionTimeout ?? 0);
  return server;
}

/** Builds the whole server: external plugins → shared services → routes (CONVENTIONS 6). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.newPassword', '*.oldPassword', '*.otp'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Per-request log lines only outside production (Fastify 6 drops the top-level option).
    logController: new LogController({ disableRequestLogging: config.production }),
    serverFactory: createHttpServer,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  // External plugins.
  await installSecurityHeaders(
    app,
    {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://js.paystack.co', EARLY_CART_SCRIPT_SOURCE],
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
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${STORE_NAME} API`,
        version: '1.0.0',
        description: 'The calls of the storefront (spec §7) and the additions of DESIGN §5.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Shared services.
  const db = database.db;
  const now = deps.now ?? (() => new Date());
  const users = new UsersRepository(db);
  const tokens = new TokenService(config.jwtSecret, now);
  const jobs = new JobQueue(
    new JobsRepository(db),
    { pollMs: config.jobs?.pollMs ?? 1000, backoffBaseMs: config.jobs?.backoffBaseMs ?? 5000, lockMs: 60_000 },
    app.log,
  );
  const queuedMail = new QueuedMail(new MailRepository(db), jobs);
  const core: Core = {
    config,
    database,
    now,
    tokens,
    users,
    catalog: new CatalogService(new CatalogRepository(db, { searchSettingsInSession: database.searchSettingsInSession })),
    mail: new MailService(
      new MailRepository(db),
      { smtpUrl: config.smtpUrl, from: config.mailFrom, logMessages: config.env === 'development' },
      app.log,
    ),
    requireAuth: makeRequireAuth(tokens, users),
    requireToken: makeRequireToken(tokens),
    payments: buildPaymentsModule(
      config,
      db,
      users,
      now,
      new QueuedOrderMailer(queuedMail, new OrdersRepository(db), users),
      new QueuedRefunds(jobs),
    ),
    jobs,
  };
  registerMailWorker(jobs, core.mail);
  registerRefundWorker(jobs, core.payments.provider);
  let stopReconciling = () => {};
  app.addHook('onReady', async () => {
    jobs.start();
    await queuedMail.retryFailed();
    stopReconciling = scheduleReconciliation(jobs, core.payments.payments, now);
  });
  app.addHook('preClose', async () => {
    stopReconciling();
    await jobs.stop();
  });
  app.decorate('core', core);
  app.addHook('onClose', async () => {
    await core.mail.idle();
    core.mail.close();
  });
  const authLimits = { ...DEFAULT_AUTH_LIMITS, ...config.authLimits };

  // Routes.
  await app.register(healthRoutes(config, database.ping), { prefix: API_PREFIX });
  await app.register(catalogRoutes(core.catalog), { prefix: API_PREFIX });
  await app.register(
    booksRoutes(new BooksService(new BooksRepository(db), config.dataDir), {
      rateLimit: config.bookRequestLimit ?? { max: 20, timeWindowMs: 15 * 60_000 },
    }),
    { prefix: API_PREFIX },
  );
  await app.register(cartRoutes(new CartService(new CartRepository(db)), core.requireAuth, core.requireToken), { prefix: API_PREFIX });
  await app.register(usersRoutes(core, new UsersService(users, tokens, now, authLimits)), { prefix: API_PREFIX });
  await app.register(
    recoveryRoutes(
      new RecoveryService({
        db,
        codes: new RecoveryRepository(db),
        users,
        mail: core.mail,
        secret: config.jwtSecret,
        now,
        limits: authLimits,
      }),
    ),
    { prefix: API_PREFIX },
  );
  await app.register(devMailRoutes(core.mail, config.production), { prefix: API_PREFIX });
  await app.register(searchHistoryRoutes(core, new SearchHistoryService(new SearchHistoryRepository(db), now)), { prefix: API_PREFIX });
  await app.register(mediaRoutes());
  await registerCheckout(app, core);

  await registerWebApp(app, config, core.catalog);
  return app;
}

/** Payment and order routes; the sandbox's pages and its webhooks to our own endpoint when it is the provider. */
async function registerCheckout(app: FastifyInstance, core: Core): Promise<void> {
  const { payments, orders, sandbox } = core.payments;
  await app.register(paymentsRoutes(core, payments), { prefix: API_PREFIX });
  await app.register(paymentWebhookRoutes(payments), { prefix: API_PREFIX });
  await app.register(ordersRoutes(core, orders), { prefix: API_PREFIX });
  await app.register(devOrderRoutes(orders, core.config.production), { prefix: API_PREFIX });
  // Live order status (decision 030): one LISTEN per instance, fanned out to its SSE streams.
  const hub = new OrderEventsHub(core.database);
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', () => hub.stop());
  await app.register(orderEventsRoutes(core, orders, hub, { heartbeatMs: core.config.sseHeartbeatMs ?? 15_000 }), { prefix: API_PREFIX });
  if (!sandbox) return;
  if (core.config.production) app.log.warn('PAYMENT_PROVIDER=sandbox in production: payments are emulated and no money is collected');
  await app.register(sandboxRoutes(sandbox));
  // Signed and checked exactly like Paystack's, through the real endpoint.
  app.addHook('onReady', async () =>
    sandbox.start(async (payload, signature) => {
      const response = await app.inject({
        method: 'POST',
        url: `${API_PREFIX}/payment/webhook`,
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        payload,
      });
      return response.statusCode;
    }),
  );
  app.addHook('onClose', () => sandbox.stop());
}

declare module 'fastify' {
  interface FastifyInstance {
    core: Core;
  }
}

/** Serves the built SPA: hashed assets cached for a year, every client route falls back to index.html. */
async function registerWebApp(app: FastifyInstance, config: AppConfig, catalog: CatalogService): Promise<void> {
  const webDist = config.webDist;
  const indexPath = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasWeb = indexPath !== undefined && fs.existsSync(indexPath);
  const shell = hasWeb && webDist ? createPageShell(webDist, catalog) : undefined;
  if (hasWeb && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const pathname = request.url.split('?')[0] ?? '/';
    if (!isApi && wantsPage && shell && !path.extname(pathname)) {
      return shell.render(pathname).then((html) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html));
    }
    if (!isApi && wantsPage && hasWeb) {
      // A missing asset file: try the built file tree, else 404.
      return reply.code(404).type('text/plain').send('Not found');
    }
    return reply.code(404).send({ error: MESSAGES.notFound });
  });
}
