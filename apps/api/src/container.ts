import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailOrigin, type AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { LiveEventsHub } from './infra/events/live-events-hub';
import { AccessRepository } from './modules/access/access.repository';
import { AuditLog } from './modules/access/audit-log';
import { ShopAccess } from './modules/access/shop-access';
import { buildAuthLimits } from './modules/auth/auth-limits';
import { limitBackend, type LimitBackend } from './modules/auth/rate-limits';
import { makeAuthenticate } from './modules/auth/auth.plugin';
import { LiveSessionCache } from './modules/auth/live-session-cache';
import { TokenService } from './modules/auth/token.service';
import { CatalogRepository } from './modules/catalog/catalog.repository';
import { CatalogService } from './modules/catalog/catalog.service';
import { MailRepository } from './modules/mail/mail.repository';
import { MailService } from './modules/mail/mail.service';
import { buildImages, type ImagesModule } from './modules/images/images.module';
import { JobQueue } from './modules/jobs/job-queue';
import { JobsRepository } from './modules/jobs/jobs.repository';
import { QueuedMail } from './modules/jobs/mail-jobs';
import { buildCart, type CartModule } from './modules/cart/cart.module';
import { MarketMoney } from './modules/money/market-money';
import { MoneyRepository } from './modules/money/money.repository';
import { buildOrders, type OrdersModule } from './modules/orders/orders.module';
import { buildPayments, type PaymentsModule } from './modules/payments/payments.module';
import { StockRepository } from './modules/stock/stock.repository';
import { StockService } from './modules/stock/stock.service';
import { PromosRepository } from './modules/promos/promos.repository';
import { PromosService } from './modules/promos/promos.service';
import { buildPush, type PushModule } from './modules/notifications/push/push.module';
import { OrderNoticesRepository } from './modules/orders/order-notices.repository';
import { InvitationService } from './modules/seller/invitations.service';
import { UsersRepository } from './modules/users/users.repository';
import { buildSms, type SmsModule } from './modules/notifications/sms/sms.module';
import { PushShopReminder } from './modules/acceptance/shop-reminder';
import { buildAcceptance, type AcceptanceModule } from './modules/acceptance/acceptance.module';
import type { FileStorage } from './modules/storage/file-storage';
import { deriveKeys, type DerivedKeys } from './security/keys';
import { bindWorkflows, type Workflows } from './workflows/bind-workflows';

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
  /** Uploaded pictures: the pipeline, the instance's one queue and each shop's uploads (decisions 033, 088). */
  images: ImagesModule;
  /** Redis when REDIS_URL is set (decision 045). */
  redis: Redis | undefined;
  /** Where rate limits and locks are counted: Redis, PostgreSQL or memory (decision 045). */
  limitBackend: LimitBackend;
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
  /** The payment provider, payments and the sandbox (decision 134: nothing of orders or money). */
  payments: PaymentsModule;
  /** Orders and their parts' statuses. */
  orders: OrdersModule;
  /** Splits, the ledger and refunds (issue 21). */
  money: { service: MarketMoney; repository: MoneyRepository };
  /** The cart as other modules read it: priced, never its rows. */
  cart: CartModule;
  /** Stock counts and the units payments hold (issue 38 item 2). */
  stock: StockService;
  /** Promo codes and the uses payments hold (issue 38 item 3). */
  promos: PromosService;
  /** Checkout, order creation, the webhook's work, a part's status change, reconciliation (workflows/, decision 134). */
  workflows: Workflows;
  /** The durable job queue: mail, refunds, reconciliation (decision 029). */
  jobs: JobQueue;
  /** Mail sent through the job queue, so a failed send is retried. */
  queuedMail: QueuedMail;
  /**
   * Live events: one LISTEN per instance on the one channel, fanned out by topic to its SSE streams
   * (an order, a shop's queue) and caches; streams counted by kind (decision 090).
   */
  liveEvents: LiveEventsHub;
  /** The accounts whose tokens this instance checked lately (decision 127): writers of users rows tell it. */
  sessions: LiveSessionCache;
  /** Shop memberships and roles: every shop console call asks here (issue 20). */
  shopAccess: ShopAccess;
  access: AccessRepository;
  /** Every operator action, append-only (issue 21). */
  audit: AuditLog;
  /** Shop invitations: `invite({ shopId, email, role, invitedBy })` for owners and the operator (issue 20). */
  invitations: InvitationService;
  /** Texts to shops: SMS_PROVIDER's provider, sent through the job queue (issue 36). */
  sms: SmsModule;
  /** Acceptance deadlines: the sweep, the unseen text, the half-time reminder, the operator's settings (issue 36). */
  acceptance: AcceptanceModule;
  /** Web Push (decision 096): devices, the hub's push dispatch, `notifyShopMembers(shopId, message, key)`. */
  push: PushModule;
}

/** Every module is one plugin of this shape, registered by app.ts in a fixed order with the one container. */
export type AppModule = FastifyPluginAsyncZod<{ deps: Container }>;

export interface ContainerInput {
  config: AppConfig;
  database: DatabaseHandle;
  now: () => Date;
  log: FastifyBaseLogger;
  storage: FileStorage;
  redis?: Redis;
}

export function createContainer({ config, database, now, log, storage, redis }: ContainerInput): Container {
  const db = database.db;
  const limits = limitBackend(database.pool, redis);
  const liveEvents = new LiveEventsHub(database, log);
  // The accounts whose tokens were checked lately, forgotten on every change of theirs (decision 127).
  const sessions = new LiveSessionCache(liveEvents);
  const users = new UsersRepository(db, (userId) => sessions.forget(userId));
  const keys = deriveKeys(config.jwtSecret, config.keyRotation);
  const tokens = new TokenService(keys.tokens, now);
  const authenticate = makeAuthenticate(tokens, users, sessions);
  const jobOptions = { pollMs: config.jobs?.pollMs ?? 1000, backoffBaseMs: config.jobs?.backoffBaseMs ?? 5000, lockMs: 60_000 };
  const jobs = new JobQueue(new JobsRepository(db), jobOptions, log);
  const queuedMail = new QueuedMail(new MailRepository(db), jobs, keys.mail);
  const access = new AccessRepository(db);
  const authLimits = buildAuthLimits(limits, config.authLimits);
  const catalog = new CatalogService(new CatalogRepository(db, { searchDb: database.searchDb }));
  const cart = buildCart(db);
  const payments = buildPayments(config, db, now, cart, jobs);
  const orders = buildOrders(db, queuedMail, users, now);
  const moneyRepository = new MoneyRepository(db);
  const money = {
    service: new MarketMoney(db, moneyRepository, orders.repository, payments.repository, users, jobs, queuedMail, config, now),
    repository: moneyRepository,
  };
  const stock = new StockService(db, new StockRepository(db), catalog, now);
  const promos = new PromosService(db, new PromosRepository(db), now, authLimits.promos);
  const workflows = bindWorkflows({ db, users, payments: payments.service, orders: orders.service, money: money.service, stock, promos });
  const audit = new AuditLog(db);
  const sms = buildSms(config.sms, db, jobs);
  // Push has workers of its own on the same jobs table (decision 096): a new order's push never waits behind mail or webhooks.
  const push = buildPush(
    db,
    {
      liveEvents,
      orders: new OrderNoticesRepository(db),
      newJobQueue: (pollMs) => new JobQueue(new JobsRepository(db), { ...jobOptions, pollMs: pollMs ?? jobOptions.pollMs }, log),
      log,
      now,
    },
    { subject: 'mailto:support@campusmarket.local', ...config.push, derivedKey: keys.push },
  );
  return {
    config,
    database,
    db,
    now,
    log,
    storage,
    images: buildImages(db, storage, now, log, config.imageQueue),
    redis,
    limitBackend: limits,
    keys,
    authLimits,
    tokens,
    users,
    catalog,
    mail: new MailService(
      new MailRepository(db),
      { smtpUrl: config.smtpUrl, from: config.mailFrom, logMessages: config.devTools, secretKey: keys.mail },
      log,
    ),
    requireAuth: authenticate,
    requireToken: authenticate,
    payments,
    orders,
    money,
    cart,
    stock,
    promos,
    workflows,
    jobs,
    queuedMail,
    liveEvents,
    sessions,
    shopAccess: new ShopAccess(access),
    access,
    audit,
    invitations: new InvitationService(db, access, users, queuedMail, now, authLimits.invitations, mailOrigin(config)),
    sms,
    acceptance: buildAcceptance({
      db,
      jobs,
      sms: sms.queued,
      parts: workflows.parts,
      audit,
      now,
      log,
      extraReminders: [new PushShopReminder(push)],
    }),
    push,
  };
}

/** Lets background work finish and releases what the container holds (on app close). */
export async function closeContainer(container: Container): Promise<void> {
  await container.mail.idle();
  container.mail.close();
  container.push.close();
  await container.images.close();
  await container.redis?.quit().catch(() => undefined);
}
