import {
  formatKobo,
  normalizePromoCode,
  PROMO_MESSAGES,
  promoDiscount,
  type BasketShop,
  type PromoCode,
  type PromoFunder,
  type ShopDiscount,
  type promoCodeInputSchema,
} from '@campus/contract';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { ConflictError, InvalidError, NotFoundError } from '../../errors/domain-errors';
import type { PromoCodeRow, PromosRepository } from './promos.repository';

/** What the promo codes are handed of the market's limits (auth-limits.ts). */
export interface PromoLimits {
  /**
   * Lookups of a code by one account: every lookup counts first, one that finds a code is given back, so an account
   * past its unknown codes is refused (429) even for a code that exists and parallel guesses cannot slip past.
   */
  guessesPerUser: { consume(key: string): Promise<void>; refund(key: string): Promise<void> };
}

type PromoCodeFields = z.output<typeof promoCodeInputSchema>;

export const PROMO_ADMIN_MESSAGES = {
  taken: 'This code is taken. Choose another.',
  notFound: 'Promo code not found',
  shopCodeElsewhere: "An owner's code applies to their own shop only.",
} as const;

/** A code applied to a basket: who pays for it and what it takes off each shop. */
export interface AppliedPromo {
  code: string;
  funder: PromoFunder;
  discountKobo: number;
  perShop: ShopDiscount[];
}

export function promoView(row: PromoCodeRow): PromoCode {
  return {
    id: row.id,
    code: row.code,
    funder: row.funder as PromoFunder,
    shopId: row.shopId,
    shopIds: row.shopIds,
    kind: row.kind as PromoCode['kind'],
    value: row.value,
    minOrderKobo: row.minOrderKobo,
    maxDiscountKobo: row.maxDiscountKobo,
    totalUses: row.totalUses,
    usesPerAccount: row.usesPerAccount,
    firstOrderOnly: row.firstOrderOnly,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    usesCount: row.usesCount,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Promo codes (issue 38 item 3, decision 114): made by the operator (the market pays) or by an owner for
 * their shop (the shop pays); quoted for a cart; a use held atomically when a payment starts, used by its
 * order, given back when the payment fails or is abandoned.
 */
export class PromosService {
  constructor(
    private readonly db: Database,
    private readonly repository: PromosRepository,
    private readonly now: () => Date,
    private readonly limits: PromoLimits,
  ) {}

  /**
   * Runs a lookup of a code by this shopper, counted against their unknown codes: counted first, given back once
   * `found` is called. The count is taken outside any transaction: on PostgreSQL it needs a connection of the pool that
   * fifty parallel checkouts' transactions may hold.
   */
  private async countingGuesses<T>(userId: string, lookUp: (found: () => void) => Promise<T>): Promise<T> {
    await this.limits.guessesPerUser.consume(userId);
    let found = false;
    try {
      return await lookUp(() => {
        found = true;
      });
    } finally {
      if (found) await this.limits.guessesPerUser.refund(userId);
    }
  }

  /** The code's row; 400 when there is none. */
  private async rowOf(code: string, found: () => void, tx: Executor): Promise<PromoCodeRow> {
    const row = await this.repository.findByCode(normalizePromoCode(code), tx);
    if (!row) throw new InvalidError(PROMO_MESSAGES.unknown, 'code');
    found();
    return row;
  }

  /** The operator's code (shop null) or an owner's for their shop. */
  async create(fields: PromoCodeFields, shopId: string | null, createdBy: string): Promise<PromoCode> {
    if (shopId !== null && fields.shopIds !== null && fields.shopIds.some((id) => id !== shopId))
      throw new InvalidError(PROMO_ADMIN_MESSAGES.shopCodeElsewhere, 'shopIds');
    const row = await this.repository.insert({
      code: fields.code,
      funder: shopId === null ? 'market' : 'shop',
      shopId,
      shopIds: shopId === null ? fields.shopIds : [shopId],
      kind: fields.kind,
      value: fields.value,
      minOrderKobo: fields.minOrderKobo,
      maxDiscountKobo: fields.maxDiscountKobo,
      totalUses: fields.totalUses,
      usesPerAccount: fields.usesPerAccount,
      firstOrderOnly: fields.firstOrderOnly,
      validFrom: fields.validFrom ? new Date(fields.validFrom) : null,
      validUntil: fields.validUntil ? new Date(fields.validUntil) : null,
      createdBy,
    });
    if (!row) throw new ConflictError(PROMO_ADMIN_MESSAGES.taken);
    return promoView(row);
  }

  async list(shopId: string | null): Promise<PromoCode[]> {
    return (await this.repository.list(shopId)).map(promoView);
  }

  async disable(id: string, shopId: string | null): Promise<PromoCode> {
    const row = await this.repository.disable(id, shopId, this.now());
    if (!row) throw new NotFoundError(PROMO_ADMIN_MESSAGES.notFound);
    return promoView(row);
  }

  /** What the code takes off this basket for this shopper now (nothing held): 400 unknown, 409 with the reason it does not apply. */
  async quote(userId: string, code: string, basket: readonly BasketShop[]): Promise<AppliedPromo> {
    const row = await this.countingGuesses(userId, (found) => this.rowOf(code, found, this.db));
    await this.check(row, userId, this.db);
    if (row.totalUses !== null && row.usesCount >= row.totalUses) throw new ConflictError(PROMO_MESSAGES.usedUp);
    return this.apply(row, basket);
  }

  /**
   * Holds one use of the code for the payment `reference`, all checks under the code's row lock: of fifty
   * parallel checkouts with ten uses left, ten succeed; an account past its uses is refused.
   */
  async hold(reference: string, userId: string, code: string, basket: readonly BasketShop[]): Promise<AppliedPromo> {
    return this.countingGuesses(userId, (found) => this.holdIn(reference, userId, code, basket, found));
  }

  private holdIn(reference: string, userId: string, code: string, basket: readonly BasketShop[], found: () => void): Promise<AppliedPromo> {
    return this.db.transaction(async (tx) => {
      const row = await this.rowOf(code, found, tx);
      const applied = this.apply(row, basket);
      if (!(await this.repository.takeUse(row.id, tx))) throw new ConflictError(PROMO_MESSAGES.usedUp);
      await this.check(row, userId, tx);
      await this.repository.insertRedemption(
        { paymentReference: reference, codeId: row.id, userId, discountKobo: applied.discountKobo },
        tx,
      );
      return applied;
    });
  }

  /** The payment ended without an order: its use goes back, once. */
  async release(reference: string, tx?: Executor): Promise<void> {
    const work = async (inner: Executor) => {
      const codeId = await this.repository.moveRedemption(reference, 'held', 'released', inner);
      if (codeId) await this.repository.changeUses(codeId, -1, inner);
    };
    if (tx) await work(tx);
    else await this.db.transaction(work);
  }

  /** The payment's order was made (in its transaction): its use is spent; a use released earlier is taken again. */
  async consume(reference: string, tx: Executor): Promise<void> {
    if (await this.repository.moveRedemption(reference, 'held', 'used', tx)) return;
    const codeId = await this.repository.moveRedemption(reference, 'released', 'used', tx);
    if (codeId) await this.repository.changeUses(codeId, 1, tx);
  }

  /** Turned off, not yet started, expired, first-order-only, or the account's uses spent: refused with the reason. */
  private async check(row: PromoCodeRow, userId: string, tx: Executor): Promise<void> {
    const now = this.now();
    if (row.disabledAt) throw new ConflictError(PROMO_MESSAGES.disabled);
    if (row.validFrom && now < row.validFrom) throw new ConflictError(PROMO_MESSAGES.notStarted);
    if (row.validUntil && now >= row.validUntil) throw new ConflictError(PROMO_MESSAGES.expired);
    if (row.usesPerAccount !== null && (await this.repository.usesBy(row.id, userId, tx)) >= row.usesPerAccount)
      throw new ConflictError(PROMO_MESSAGES.usedByYou);
    if (row.firstOrderOnly && (await this.repository.hasOrdered(userId, tx))) throw new ConflictError(PROMO_MESSAGES.firstOrderOnly);
  }

  private apply(row: PromoCodeRow, basket: readonly BasketShop[]): AppliedPromo {
    const funder = row.funder as PromoFunder;
    const outcome = promoDiscount(
      {
        kind: row.kind as 'percent' | 'fixed',
        value: row.value,
        minOrderKobo: row.minOrderKobo,
        maxDiscountKobo: row.maxDiscountKobo,
        funder,
        shopIds: row.shopIds,
      },
      basket,
      formatKobo,
    );
    if (!outcome.ok) throw new ConflictError(outcome.message);
    return { code: row.code, funder, discountKobo: outcome.discountKobo, perShop: outcome.perShop };
  }
}
