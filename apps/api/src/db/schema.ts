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

import type { ChoiceKind, PaymentSplit } from '@campus/contract';

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
    /** The market's operator (issue 21): granted only from the command line, never through the API. */
    isOperator: boolean('is_operator').notNull().default(false),
    /**
     * When the account proved it reads this email (a confirmed change, a recovery code, an invitation's
     * own sign-up); null: never proven. Invitations are accepted only by a proven address (issue 35).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Set by the operator (issue 39 item 6): a suspended account's tokens stop working, it cannot sign
     * in, and it is told why; null while the account may use the market.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`)],
);

/**
 * An email change waiting for its code (issue 35): asked for with the current password, the HMAC of
 * a 6-digit code mailed to the new address; it expires, dies after 5 wrong codes, and is used once.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_changes_user_idx').on(t.userId, t.createdAt)],
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
    /**
     * The name as people read it (contract shopNameKey), written with the name by the one rename
     * (modules/shop-names): its unique index holds one shop per name (issue 35). Null only for a row
     * written before migration 0014 until db/shop-name-keys.ts fills it at start.
     */
    nameKey: text('name_key'),
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
    /** The shop's phone for the shopper's "call the shop" link; '' when it has none. */
    phone: text('phone').notNull().default(''),
    /** The owner's open/closed switch; a closed shop sells nothing whatever its hours say. */
    isOpen: boolean('is_open').notNull().default(true),
    /** Weekly opening hours (contract shop-hours.ts); null means open whenever the switch is on. */
    openingHours: jsonb('opening_hours'),
    timezone: text('timezone').notNull().default('Africa/Lagos'),
    /**
     * New orders paused until this instant (issue 36 item 5, contract shop-status.ts); the shop reopens by
     * itself when it passes (read at read time, no job). '9999-12-31' is "until the owner reopens".
     */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    /** Why the shop paused, as shoppers see it (≤ 120 characters, no control characters); '' for none. */
    pauseReason: text('pause_reason').notNull().default(''),
    /** The owner's own preparation time in minutes, shown until the shop has 5 ready parts (decision 105). */
    prepMinutes: integer('prep_minutes').notNull().default(20),
    /** Set by the operator; a suspended shop is gone from the storefront and its cart lines are dropped. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Minutes the shop has to accept a paid part (issue 36); null: the market's setting (market_settings). */
    acceptanceMinutes: integer('acceptance_minutes'),
    /** Issue 38 item 2: a refunded or cancelled part puts its counted products' units back (the owner's setting). */
    restockOnRefund: boolean('restock_on_refund').notNull().default(true),
  },
  (t) => [
    index('shops_category_idx').on(t.categoryId, t.position),
    uniqueIndex('shops_name_key_unique').on(t.nameKey),
    check('shops_delivery_nonnegative', sql`${t.deliveryPriceKobo} >= 0`),
  ],
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
    /** Soft delete (issue 20): the row stays for order history; the storefront and carts no longer see it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Units left to sell (issue 38 item 2); null: not counted. Payment initialisation takes units in one
     * conditional UPDATE (modules/stock); at 0 the product reads as out of stock everywhere.
     */
    stockCount: integer('stock_count'),
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
    check('products_stock_nonnegative', sql`${t.stockCount} >= 0`),
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
    /** The group's rule (issue 38, contract choice-groups.ts); 'extras' is how every earlier group behaves (§5). */
    kind: text('kind').$type<ChoiceKind>().notNull().default('extras'),
    /** N of "pick up to N", M of "pick at least M"; null for the other kinds. */
    pickLimit: integer('pick_limit'),
    /** The option the product page starts with chosen, by name; null for none. */
    defaultOption: text('default_option'),
  },
  (t) => [
    index('product_extras_product_idx').on(t.productId),
    check('product_extras_kind', sql`${t.kind} in ('extras', 'one', 'upTo', 'atLeast')`),
    check('product_extras_pick_limit', sql`${t.pickLimit} is null or ${t.pickLimit} >= 1`),
  ],
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

/** A shop a shopper keeps as a favourite (issue 37 item 3): one row per shopper and shop. */
export const favouriteShops = pgTable(
  'favourite_shops',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shopId] }), index('favourite_shops_user_idx').on(t.userId, t.createdAt)],
);

/** A product a shopper keeps as a favourite (issue 37 item 3): one row per shopper and product. */
export const favouriteProducts = pgTable(
  'favourite_products',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('favourite_products_user_idx').on(t.userId, t.createdAt)],
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
  /**
   * An order for later (issue 38 item 4, decision 128): the slot (ISO) and, per shop, when its part
   * enters New (the slot less the shop's typical preparation time). Absent: as soon as possible.
   */
  slot?: { at: string; shops: { shopId: string; newAt: string }[] };
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
    /** The split computed from the snapshot and sent with transaction/initialize (issue 21); null on older payments. */
    split: jsonb('split').$type<PaymentSplit>(),
    /** The promo code applied (issue 38 item 3), upper-case; null without one. */
    promoCode: text('promo_code'),
    /** What the code took off; amount_kobo is already less this. */
    discountKobo: bigint('discount_kobo', { mode: 'number' }).notNull().default(0),
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
    /** A promo code's discount (issue 38 item 3): total = items + delivery − discount. */
    discountKobo: bigint('discount_kobo', { mode: 'number' }).notNull().default(0),
    promoCode: text('promo_code'),
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
    /** The shop's ready-in estimate when it accepted, in minutes; shown to the shopper (issue 20). */
    readyInMinutes: integer('ready_in_minutes'),
    /** When the shop said the part will be ready: set on acceptance and moved by its later estimates (issue 36 item 6). */
    readyBy: timestamp('ready_by', { withTimezone: true }),
    /**
     * Where the shop stood in the cart (0 = first, the one that paid the full delivery fee, §9): the
     * parts are shown in this order. Parts made before it was kept are all 0 and keep their old order.
     */
    position: smallint('position').notNull().default(0),
    /** When a member of the shop first saw the part in the console ("Seen" on the takeover, issue 36.4); null until then. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    /** This part's share of a promo code's discount (issue 38 item 3): what was paid for it is items + delivery − this. */
    discountKobo: bigint('discount_kobo', { mode: 'number' }).notNull().default(0),
    /** When a refund or cancellation put the part's counted units back (issue 38 item 2): at most once. */
    restockedAt: timestamp('restocked_at', { withTimezone: true }),
    /** An order for later (issue 38 item 4): the slot the shopper chose; null for "as soon as possible". */
    slotAt: timestamp('slot_at', { withTimezone: true }),
    /** When a part for later enters the shop's New orders and its acceptance deadline starts (decision 128); null: at payment. */
    newAt: timestamp('new_at', { withTimezone: true }),
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

/** Who runs a shop (issue 20): an account's role on one shop; an account may run several. */
export const shopMembers = pgTable(
  'shop_members',
  {
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** owner | staff (contract shop-roles.ts) */
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.userId] }),
    index('shop_members_user_idx').on(t.userId),
    check('shop_members_role_known', sql`${t.role} in ('owner', 'staff')`),
  ],
);

/** Every operator action (issue 21): who, what, when, before and after. Rows are only ever inserted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.id), index('audit_log_created_idx').on(t.createdAt)],
);

/**
 * A picture uploaded through a shop's console (decision 088): which shop it belongs to and what was stored.
 * A product or the shop may only use its own; one no product or shop used within a day is deleted.
 */
export const imageUploads = pgTable(
  'image_uploads',
  {
    /** The picture's id, the <uuid> of its storage keys images/<uuid>/<width>.<format>. */
    id: uuid('id').primaryKey(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Every stored variant's key, deleted with the row. */
    keys: text('keys').array().notNull(),
    createdAt: createdAt(),
    /** When a product or the shop first used it; null while unused. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('image_uploads_unused_idx')
      .on(t.shopId, t.createdAt)
      .where(sql`${t.usedAt} is null`),
  ],
);

export const bookRequests = pgTable(
  'book_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    author: text('author').notNull(),
    imagePath: text('image_path'),
    imageType: text('image_type'),
    /** The signed-in shopper who asked, told by mail when the book is found or not (issue 21); null when signed out. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** new | searching | found | not_found (contract schemas/admin.ts) */
    status: text('status').notNull().default('new'),
    /** The operator's note. */
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('book_requests_status_idx').on(t.status, t.createdAt),
    check('book_requests_status_known', sql`${t.status} in ('new', 'searching', 'found', 'not_found')`),
  ],
);

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

/**
 * An owner's (or the operator's) invitation to run a shop (issue 20): a one-time link valid 72 hours.
 * Only the SHA-256 of its token is kept; accepting sets accepted_at once (the claim is one update).
 */
export const shopInvitations = pgTable(
  'shop_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** The invited address, lower-cased. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id),
    /** Withdrawn by an owner (or the operator) before it was used: the link opens nothing. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('shop_invitations_shop_idx').on(t.shopId, t.createdAt),
    check('shop_invitations_role_known', sql`${t.role} in ('owner', 'staff')`),
  ],
);

/**
 * Where a shop is paid (issue 21): the bank account the operator resolved and confirmed, the
 * Paystack subaccount made for it, and the market's commission on its sales. A shop with no row (or
 * no subaccount yet) still sells; its shares are owed.
 */
export const shopSettlements = pgTable(
  'shop_settlements',
  {
    shopId: uuid('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    subaccountCode: text('subaccount_code'),
    /** Basis points: 500 is 5.00 %. */
    commissionBps: integer('commission_bps').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shop_settlements_commission_range', sql`${t.commissionBps} between 0 and 10000`)],
);

/**
 * Money given back to a shopper (issue 21): a rejected or cancelled part's (at most one per part),
 * or a second charge for a checkout already ordered (at most one per payment). The unique indexes
 * are what makes a retried job or twenty parallel clicks refund once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** part | duplicate */
    kind: text('kind').notNull(),
    paymentReference: text('payment_reference')
      .notNull()
      .references(() => payments.reference),
    /** The order the shopper sees it on (for a duplicate: the order the other charge made). */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    partId: uuid('part_id').references(() => orderParts.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id').references(() => shops.id),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    /** requested (job queued) → sending (asking the provider) → pending (it accepted) → processed | failed (its webhook) */
    status: text('status').notNull().default('requested'),
    reason: text('reason').notNull().default(''),
    /** The provider's refund id, to match its refund.* webhooks. */
    providerRefundId: text('provider_refund_id'),
    failure: text('failure'),
    /** Raised each time a failed refund is asked again, so its job key is new. */
    attempt: integer('attempt').notNull().default(1),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_one_per_part')
      .on(t.partId)
      .where(sql`${t.partId} is not null`),
    uniqueIndex('refunds_one_duplicate_per_payment')
      .on(t.paymentReference)
      .where(sql`${t.kind} = 'duplicate'`),
    index('refunds_payment_idx').on(t.paymentReference),
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_positive', sql`${t.amountKobo} > 0`),
  ],
);

/**
 * The money ledger (issue 21, decision 041): one append-only row per movement; amounts are positive
 * and the kind says which way the money went. `entry_key` makes every append idempotent (a
 * replayed webhook or retried job writes nothing twice); a trigger refuses UPDATE and DELETE.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryKey: text('entry_key').notNull().unique(),
    /** charge | sale | commission | split_share | fee | refund | commission_reversal */
    kind: text('kind').notNull(),
    paymentReference: text('payment_reference')
      .notNull()
      .references(() => payments.reference),
    shopId: uuid('shop_id').references(() => shops.id),
    refundId: uuid('refund_id').references(() => refunds.id),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_shop_day_idx').on(t.shopId, t.at),
    index('ledger_entries_payment_idx').on(t.paymentReference),
    check('ledger_entries_amount_nonnegative', sql`${t.amountKobo} >= 0`),
  ],
);

/**
 * Money the operator paid a shop outside Paystack (issue 39 item 3, decision 120): amount, the Lagos day
 * it was paid and the transfer's reference. One row per shop and reference, so a repeated click or a
 * retried request records it once; rows are never changed or deleted (the audit log says who).
 */
export const shopPayouts = pgTable(
  'shop_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    /** YYYY-MM-DD, Africa/Lagos. */
    paidOn: text('paid_on').notNull(),
    reference: text('reference').notNull(),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A payout recorded by mistake is reversed, never edited or deleted (issue 39 item 3): it stays listed with
     * who reversed it, when and why, and no longer counts against what the shop is owed.
     */
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversedBy: uuid('reversed_by').references(() => users.id),
    reversalReason: text('reversal_reason'),
  },
  (t) => [
    // One standing payout per shop and reference: a reversed one frees its reference for the corrected payout.
    uniqueIndex('shop_payouts_shop_reference_idx')
      .on(t.shopId, t.reference)
      .where(sql`${t.reversedAt} is null`),
    index('shop_payouts_paid_on_idx').on(t.paidOn),
    check('shop_payouts_amount_positive', sql`${t.amountKobo} > 0`),
    check(
      'shop_payouts_reversal_whole',
      sql`(${t.reversedAt} is null) = (${t.reversedBy} is null) and (${t.reversedAt} is null) = (${t.reversalReason} is null)`,
    ),
  ],
);

/**
 * Every provider webhook we accepted, by its event id (issue 21): a replay finds its row and does
 * nothing; the work is a job; unknown events are kept with outcome `ignored`.
 */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  /** received → handled | ignored */
  outcome: text('outcome').notNull().default('received'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
});

/** The sandbox provider's own transactions (issue 22: a table every instance sees, not a file). */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  reference: text('reference').primaryKey(),
  accessCode: text('access_code').notNull().unique(),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  email: text('email').notNull(),
  /** abandoned | success | failed */
  status: text('status').notNull().default('abandoned'),
  split: jsonb('split').$type<ProviderSplitRecord>(),
  createdAt: createdAt(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  webhookDelivered: boolean('webhook_delivered').notNull().default(false),
});

/** The sandbox's refunds: partial, several per transaction, each with its own webhook. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference')
      .notNull()
      .references(() => sandboxTransactions.reference),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    /** processed | failed (the magic amount) */
    status: text('status').notNull(),
    createdAt: createdAt(),
    webhookDelivered: boolean('webhook_delivered').notNull().default(false),
  },
  (t) => [index('sandbox_refunds_reference_idx').on(t.reference)],
);

/** The sandbox's subaccounts, made by POST /subaccount. */
export const sandboxSubaccounts = pgTable('sandbox_subaccounts', {
  code: text('code').primaryKey(),
  businessName: text('business_name').notNull(),
  bankCode: text('bank_code').notNull(),
  accountNumber: text('account_number').notNull(),
  percentageCharge: text('percentage_charge').notNull(),
  createdAt: createdAt(),
});

/** Paystack's dynamic split as the sandbox received it. */
export interface ProviderSplitRecord {
  type: string;
  bearer_type: string;
  subaccounts: { subaccount: string; share: number }[];
}

/**
 * The operator's market-wide order settings (issue 36): one row (id 1). Minutes a shop has to accept a
 * paid part before it is cancelled and refunded, and minutes before an unopened part texts the shop.
 */
export const marketSettings = pgTable(
  'market_settings',
  {
    id: smallint('id').primaryKey().default(1),
    acceptanceMinutes: integer('acceptance_minutes').notNull().default(10),
    smsAfterMinutes: integer('sms_after_minutes').notNull().default(2),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('market_settings_one_row', sql`${t.id} = 1`)],
);

/** Text messages the sandbox SMS provider "sent" (issue 36): shown on the developer panel, never delivered. */
export const sandboxSmsMessages = pgTable('sandbox_sms_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  text: text('text').notNull(),
  /** The job key that sent it (e.g. `unseen:<part id>`), so a test can find it. */
  purpose: text('purpose').notNull(),
  createdAt: createdAt(),
});

/**
 * The operator's delivery time per hall (issue 36 item 6): `hall` '' is the time for every hall
 * without its own. Shown to shoppers as part of "About 25–35 min to Queen Esther".
 */
export const deliveryTimes = pgTable(
  'delivery_times',
  {
    hall: text('hall').primaryKey(),
    minutes: integer('minutes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('delivery_times_minutes_positive', sql`${t.minutes} > 0`)],
);

/**
 * A device that gets Web Push notifications (issue 36, decision 096): one row per browser push
 * subscription and audience, the shopper's own orders (`shop_id` null) or one shop's new orders. A
 * device belongs to one account at a time; rows go when the push service answers 404/410, when the
 * account's tokens are revoked or when the member leaves the shop (triggers in the migration).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** shopper | shop */
    audience: text('audience').notNull(),
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** What the person recognises the device by ("Chrome on Android"). */
    device: text('device').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_shopper_endpoint')
      .on(t.endpoint)
      .where(sql`${t.shopId} is null`),
    uniqueIndex('push_subscriptions_shop_endpoint')
      .on(t.endpoint, t.shopId)
      .where(sql`${t.shopId} is not null`),
    index('push_subscriptions_user_idx').on(t.userId, t.createdAt),
    index('push_subscriptions_shop_idx').on(t.shopId),
    check(
      'push_subscriptions_audience',
      sql`(${t.audience} = 'shopper' and ${t.shopId} is null) or (${t.audience} = 'shop' and ${t.shopId} is not null)`,
    ),
  ],
);

/**
 * A shopper's rating of one delivered shop part (issue 37 item 1, decision 107): one per part, 1–5 stars,
 * an optional text; the owner may reply once; the operator may hide it with a reason (audit log).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partId: uuid('part_id')
      .notNull()
      .unique()
      .references(() => orderParts.id, { onDelete: 'cascade' }),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    text: text('text').notNull().default(''),
    /** A picture through the image pipeline (not offered yet: the column waits for it). */
    photoKey: text('photo_key'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id),
  },
  (t) => [
    index('reviews_shop_idx').on(t.shopId, t.createdAt),
    index('reviews_user_idx').on(t.userId),
    check('reviews_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);

/**
 * Units a payment holds (issue 38 item 2, decision 113): taken from `products.stock_count` at payment
 * initialisation; `held` until the payment ends: `consumed` by its order, `released` (given back) when it
 * fails, is abandoned, lost a race to a twin, or was a duplicate charge. Each move is one conditional
 * UPDATE of the status, so a retried job or a replayed webhook moves the units once.
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    paymentReference: text('payment_reference').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    qty: integer('qty').notNull(),
    /** held | consumed | released */
    status: text('status').notNull().default('held'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentReference, t.productId] }),
    index('stock_holds_product_idx').on(t.productId),
    check('stock_holds_qty_positive', sql`${t.qty} > 0`),
  ],
);

/**
 * Promo codes (issue 38 item 3, decision 114): the operator's, paid for by the market (shop_ids null: every
 * shop), or an owner's for their own shop, paid for by the shop (shop_id set, shop_ids = [shop_id]).
 * `uses_count` counts uses held by open payments and used by orders; a hold is one conditional UPDATE of it.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper-case letters, digits and dashes (contract PROMO_CODE_PATTERN). */
    code: text('code').notNull().unique(),
    /** market | shop */
    funder: text('funder').notNull(),
    /** The owner's shop for a shop-funded code; null for the market's. */
    shopId: uuid('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    /** The shops it applies to; null: every shop. */
    shopIds: uuid('shop_ids').array(),
    /** percent | fixed */
    kind: text('kind').notNull(),
    /** percent: basis points; fixed: kobo. */
    value: bigint('value', { mode: 'number' }).notNull(),
    minOrderKobo: bigint('min_order_kobo', { mode: 'number' }).notNull().default(0),
    maxDiscountKobo: bigint('max_discount_kobo', { mode: 'number' }),
    totalUses: integer('total_uses'),
    usesPerAccount: integer('uses_per_account'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    usesCount: integer('uses_count').notNull().default(0),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('promo_codes_shop_idx').on(t.shopId),
    check('promo_codes_value_positive', sql`${t.value} > 0`),
    check(
      'promo_codes_funder',
      sql`(${t.funder} = 'market' and ${t.shopId} is null) or (${t.funder} = 'shop' and ${t.shopId} is not null)`,
    ),
  ],
);

/**
 * One use of a code per payment (issue 38 item 3): `held` while the payment is open, `used` by its order,
 * `released` (its use given back) when the payment fails or is abandoned. Moves are conditional UPDATEs.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    paymentReference: text('payment_reference').primaryKey(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    discountKobo: bigint('discount_kobo', { mode: 'number' }).notNull(),
    /** held | used | released */
    status: text('status').notNull().default('held'),
    createdAt: createdAt(),
  },
  (t) => [index('promo_redemptions_code_user_idx').on(t.codeId, t.userId)],
);
