import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull().unique(),
    email: text('email').notNull(),
    hall: text('hall').notNull(),
    level: text('level').notNull().default(''),
    address: text('address').notNull().default(''),
    course: text('course').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    /** Raised on password change or reset; tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`)],
);

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  icon: text('icon').notNull().default(''),
  position: integer('position').notNull().default(0),
});

export const shops = pgTable(
  'shops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deliveryPriceKobo: bigint('delivery_price_kobo', { mode: 'number' }).notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('shops_category_idx').on(t.categoryId, t.position), check('shops_delivery_nonnegative', sql`${t.deliveryPriceKobo} >= 0`)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Null means the shop never said (§3: isAvailable may be absent). */
    isAvailable: boolean('is_available'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('products_shop_idx').on(t.shopId, t.position),
    // Search (DESIGN §7). fastupdate off: the catalog is read-mostly, and a GIN pending list (never
    // merged on PGlite, which has no autovacuum) would be scanned linearly by every search.
    index('products_title_trgm_idx')
      .using('gin', sql`${t.title} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('products_description_trgm_idx')
      .using('gin', sql`${t.description} gin_trgm_ops`)
      .with({ fastupdate: 'off' }),
    index('products_fts_idx')
      .using('gin', sql`to_tsvector('simple', ${t.title} || ' ' || ${t.description})`)
      .with({ fastupdate: 'off' }),
    check('products_price_nonnegative', sql`${t.priceKobo} >= 0`),
  ],
);

export const productExtras = pgTable(
  'product_extras',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_extras_product_idx').on(t.productId)],
);

export const extraOptions = pgTable(
  'extra_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    extraId: uuid('extra_id')
      .notNull()
      .references(() => productExtras.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceKobo: bigint('price_kobo', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('extra_options_extra_idx').on(t.extraId), check('extra_options_price_nonnegative', sql`${t.priceKobo} >= 0`)],
);

/** A chosen extra as stored on a cart line: name and the server's price at the time. */
export interface StoredCondiment {
  name: string;
  priceKobo: number;
}

export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    condiments: jsonb('condiments')
      .$type<StoredCondiment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    addedAt: timestamp('added_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), check('cart_items_qty_positive', sql`${t.qty} > 0`)],
);

export const searchHistory = pgTable(
  'search_history',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.query] }), index('search_history_recent_idx').on(t.userId, t.searchedAt)],
);

/** A snapshot of what was priced when the payment was started. */
export interface CartSnapshotLine {
  productId: string;
  shopId: string;
  title: string;
  unitKobo: number;
  qty: number;
  condiments: StoredCondiment[];
}

/** A shop's delivery share as priced when the payment started (§9: first shop full, the others half). */
export interface ShopDeliveryShare {
  shopId: string;
  deliveryKobo: number;
}

/** Where the shopper wants the order brought, given at checkout. */
export interface DeliveryDetails {
  hall: string;
  room: string;
  note: string;
}

export const payments = pgTable(
  'payments',
  {
    reference: text('reference').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('NGN'),
    /** pending → success | failed | abandoned */
    status: text('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    accessCode: text('access_code'),
    cartSnapshot: jsonb('cart_snapshot').$type<CartSnapshotLine[]>().notNull(),
    /** Null on payments started before delivery shares were kept: the first shop then carries the whole delivery. */
    shopDeliveries: jsonb('shop_deliveries').$type<ShopDeliveryShare[]>(),
    delivery: jsonb('delivery').$type<DeliveryDetails>(),
    /** A digest of the paid cart's contents: one pending payment per user and cart (issue 19). */
    cartKey: text('cart_key'),
    authorizationUrl: text('authorization_url'),
    createdAt: createdAt(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Set when a duplicate charge was refunded through the provider. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('payments_one_pending_per_cart')
      .on(t.userId, t.cartKey)
      .where(sql`${t.status} = 'pending' and ${t.cartKey} is not null`),
    index('payments_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicId: text('public_id').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** One order per payment, whatever races (DESIGN §6). */
    paymentReference: text('payment_reference')
      .notNull()
      .unique()
      .references(() => payments.reference),
    itemsSubtotalKobo: bigint('items_subtotal_kobo', { mode: 'number' }).notNull(),
    deliveryKobo: bigint('delivery_kobo', { mode: 'number' }).notNull(),
    totalKobo: bigint('total_kobo', { mode: 'number' }).notNull(),
    fullName: text('full_name').notNull(),
    hall: text('hall').notNull(),
    room: text('room').notNull().default(''),
    /** The shopper's note to the shops (≤ 200 characters). */
    deliveryNote: text('delivery_note').notNull().default(''),
    /** Kept for the first orders' readers; each part's own status is in order_parts. */
    status: text('status').notNull().default('paid'),
    createdAt: createdAt(),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdAt)],
);

/** One shop's part of an order, with its own status (contract order-status.ts). */
export const orderParts = pgTable(
  'order_parts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    status: text('status').notNull().default('paid'),
    itemsSubtotalKobo: bigint('items_subtotal_kobo', { mode: 'number' }).notNull(),
    deliveryKobo: bigint('delivery_kobo', { mode: 'number' }).notNull(),
    /** Why the part was rejected or cancelled. */
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_parts_order_shop_unique').on(t.orderId, t.shopId),
    index('order_parts_shop_idx').on(t.shopId, t.createdAt),
    check('order_parts_delivery_nonnegative', sql`${t.deliveryKobo} >= 0`),
  ],
);

/** Append-only status history; the id orders events for SSE's Last-Event-ID. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    partId: uuid('part_id')
      .notNull()
      .references(() => orderParts.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    title: text('title').notNull(),
    unitPriceKobo: bigint('unit_price_kobo', { mode: 'number' }).notNull(),
    qty: integer('qty').notNull(),
    condiments: jsonb('condiments')
      .$type<StoredCondiment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/**
 * The durable job queue (decision 029): a job is claimed with FOR UPDATE SKIP LOCKED, retried with
 * backoff until max_attempts, and idempotent by (queue, key).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue').notNull(),
    key: text('key').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** created | active | completed | failed */
    state: text('state').notNull().default('created'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** While active: when a worker that died holding the job loses it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_queue_key_unique').on(t.queue, t.key),
    index('jobs_due_idx')
      .on(t.queue, t.runAfter)
      .where(sql`${t.state} in ('created', 'active')`),
  ],
);

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** SHA-256 of the one-time reset token a successful verify handed out (decision 027); only its holder may reset. */
    resetTokenHash: text('reset_token_hash'),
    resetExpiresAt: timestamp('reset_expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_email_idx').on(t.email, t.createdAt)],
);

export const bookRequests = pgTable('book_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  author: text('author').notNull(),
  imagePath: text('image_path'),
  imageType: text('image_type'),
  createdAt: createdAt(),
});

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The secret the text and html hold a placeholder for (a recovery code), AES-GCM sealed; cleared once sent (decision 027). */
    sealedSecret: text('sealed_secret'),
    /** queued (outbox only) | sent (delivered over SMTP) | failed */
    status: text('status').notNull().default('queued'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
);

/** rate-limiter-flexible's counters on PostgreSQL (modules/auth/rate-limits.ts): the shape it expects, made here so it is migrated. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
