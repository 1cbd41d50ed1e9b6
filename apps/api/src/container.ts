import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { DEFAULT_AUTH_LIMITS, type AuthLimits } from './modules/auth/attempt-limiter';
import { makeRequireAuth, makeRequireToken } from './modules/auth/auth.plugin';
import { TokenService } from './modules/auth/token.service';
import { CatalogRepository } from './modules/catalog/catalog.repository';
import { CatalogService } from './modules/catalog/catalog.service';
import { MailRepository } from './modules/mail/mail.repository';
import { MailService } from './modules/mail/mail.service';
import { buildPaymentsModule, type PaymentsModule } from './modules/payments/payments.module';
import { UsersRepository } from './modules/users/users.repository';

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
  authLimits: AuthLimits;
  tokens: TokenService;
  users: UsersRepository;
  catalog: CatalogService;
  mail: MailService;
  requireAuth: ReturnType<typeof makeRequireAuth>;
  /** For routes whose own statement checks revocation (decision 020). */
  requireToken: ReturnType<typeof makeRequireToken>;
  /** Checkout: payment provider, payments, orders, sandbox. */
  payments: PaymentsModule;
}

/** Every module is one plugin of this shape, registered by app.ts in a fixed order with the one container. */
export type AppModule = FastifyPluginAsyncZod<{ deps: Container }>;

export interface ContainerInput {
  config: AppConfig;
  database: DatabaseHandle;
  now: () => Date;
  log: FastifyBaseLogger;
}

export function createContainer({ config, database, now, log }: ContainerInput): Container {
  const db = database.db;
  const users = new UsersRepository(db);
  const tokens = new TokenService(config.jwtSecret, now);
  return {
    config,
    database,
    db,
    now,
    log,
    authLimits: { ...DEFAULT_AUTH_LIMITS, ...config.authLimits },
    tokens,
    users,
    catalog: new CatalogService(new CatalogRepository(db, { searchSettingsInSession: database.searchSettingsInSession })),
    mail: new MailService(
      new MailRepository(db),
      { smtpUrl: config.smtpUrl, from: config.mailFrom, logMessages: config.env === 'development' },
      log,
    ),
    requireAuth: makeRequireAuth(tokens, users),
    requireToken: makeRequireToken(tokens),
    payments: buildPaymentsModule(config, db, users, now),
  };
}

/** Lets background work finish and releases what the container holds (on app close). */
export async function closeContainer(container: Container): Promise<void> {
  await container.mail.idle();
  container.mail.close();
}
