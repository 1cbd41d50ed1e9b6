import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { buildAuthLimits } from './modules/auth/auth-limits';
import { makeAuthenticate } from './modules/auth/auth.plugin';
import { TokenService } from './modules/auth/token.service';
import { CatalogRepository } from './modules/catalog/catalog.repository';
import { CatalogService } from './modules/catalog/catalog.service';
import { MailRepository } from './modules/mail/mail.repository';
import { MailService } from './modules/mail/mail.service';
import { OrderEventsHub } from './modules/events/order-events-hub';
import { JobQueue } from './modules/jobs/job-queue';
import { JobsRepository } from './modules/jobs/jobs.repository';
import { QueuedMail } from './modules/jobs/mail-jobs';
import { QueuedOrderMailer } from './modules/orders/order-mailer';
import { OrdersRepository } from './modules/orders/orders.repository';
import { buildPaymentsModule, type PaymentsModule } from './modules/payments/payments.module';
import { QueuedRefunds } from './modules/payments/refund-job';
import { UsersRepository } from './modules/users/users.repository';
import type { FileStorage } from './modules/storage/file-storage';
import { deriveKeys, type DerivedKeys } from './security/keys';

/**
 * What modules are built from (decision 024): the settings, the database and the services more than
 * one module shares, made once per app. A module makes its own private services from these.
 */
export interface Container {
  config: AppConfig;
  database: DatabaseHandle;
  db: Database;
  /** The clock every rule reads; tests move it. */
  now: () => Date;
  log: FastifyBaseLogger;
  /** Uploaded pictures: DATA_DIR files or the S3-compatible store (decision 032). */
  storage: FileStorage;
  /** One key per purpose, derived from the master secret (decision 027). */
  keys: DerivedKeys;
  /** Sign-in, sign-up and recovery limits, counted before the slow work (decision 026). */
  authLimits: ReturnType<typeof buildAuthLimits>;
  tokens: TokenService;
  users: UsersRepository;
  catalog: CatalogService;
  mail: MailService;
  /** The one authentication hook: token and revocation, on every signed-in call (decision 028). */
  requireAuth: ReturnType<typeof makeAuthenticate>;
  /** The same hook; the cart's statements add decision 020's revocation check behind it. */
  requireToken: ReturnType<typeof makeAuthenticate>;
  /** Checkout: payment provider, payments, orders, sandbox. */
  payments: PaymentsModule;
  /** The durable job queue: mail, refunds, reconciliation (decision 029). */
  jobs: JobQueue;
  /** Mail sent through the job queue, so a failed send is retried. */
  queuedMail: QueuedMail;
  /** Live order status: one LISTEN per instance, fanned out to its SSE streams (decision 030). */
  orderEvents: OrderEventsHub;
}

/** Every module is one plugin of this shape, registered by app.ts in a fixed order with the one container. */
export type AppModule = FastifyPluginAsyncZod<{ deps: Container }>;

export interface ContainerInput {
  config: AppConfig;
  database: DatabaseHandle;
  now: () => Date;
  log: FastifyBaseLogger;
  storage: FileStorage;
}

export function createContainer({ config, database, now, log, storage }: ContainerInput): Container {
  const db = database.db;
  const users = new UsersRepository(db);
  const keys = deriveKeys(config.jwtSecret, config.keyRotation);
  const tokens = new TokenService(keys.tokens, now);
  const authenticate = makeAuthenticate(tokens, users);
  const jobs = new JobQueue(
    new JobsRepository(db),
    { pollMs: config.jobs?.pollMs ?? 1000, backoffBaseMs: config.jobs?.backoffBaseMs ?? 5000, lockMs: 60_000 },
    log,
  );
  const queuedMail = new QueuedMail(new MailRepository(db), jobs);
  return {
    config,
    database,
    db,
    now,
    log,
    storage,
    keys,
    authLimits: buildAuthLimits(database.pool, config.authLimits),
    tokens,
    users,
    catalog: new CatalogService(new CatalogRepository(db, { searchSettingsInSession: database.searchSettingsInSession })),
    mail: new MailService(
      new MailRepository(db),
      { smtpUrl: config.smtpUrl, from: config.mailFrom, logMessages: config.devTools, secretKey: keys.mail },
      log,
    ),
    requireAuth: authenticate,
    requireToken: authenticate,
    payments: buildPaymentsModule(
      config,
      db,
      users,
      now,
      new QueuedOrderMailer(queuedMail, new OrdersRepository(db), users),
      new QueuedRefunds(jobs),
    ),
    jobs,
    queuedMail,
    orderEvents: new OrderEventsHub(database),
  };
}

/** Lets background work finish and releases what the container holds (on app close). */
export async function closeContainer(container: Container): Promise<void> {
  await container.mail.idle();
  container.mail.close();
}
