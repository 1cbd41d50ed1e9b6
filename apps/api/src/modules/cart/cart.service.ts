import {
  CHOICE_MESSAGES,
  ERROR_CODES,
  priceSelection,
  selectionProblem,
  type ChoiceGroupRule,
  LIMITS,
  MESSAGES,
  SELLER_CATALOG_MESSAGES,
  isUuid,
  shopStatus,
  shopUnavailableAddMessage,
  type AddToCartBody,
  type CartResponse,
  type ShopStatusInput,
} from '@campus/contract';
import type { StoredCondiment } from '../../db/schema';
import { ConflictError, InvalidError, NotFoundError, UnauthenticatedError } from '../../errors/domain-errors';
import type { TokenSession } from '../auth/auth.plugin';
import type { CartLineRow, CartRepository, Checked, GoneLine } from './cart.repository';
import { toCartResponse } from './cart.mapper';
import { priceLines } from './priced-cart';

/** Texts the cart calls answer with. */
export const CART_ERRORS = {
  productNotFound: 'Product not found',
  notInCart: 'This item is not in your cart',
  qtyMax: `You can have at most ${LIMITS.cartQtyMax} of one item in your cart`,
  unknownExtra: CHOICE_MESSAGES.unknownOption,
  extrasRequired: CHOICE_MESSAGES.extrasRequired,
} as const;

/** A product's choice groups with their rules (`Protein`, pick one…), or undefined when the product is unknown. */
export type ChoiceGroupsOf = (productId: string) => Promise<readonly ChoiceGroupRule[] | undefined>;

/** What a statement answered once it found the token's session held; a revoked token is a 401, as requireAuth answers it. */
function held<T>(checked: Checked<T>): T {
  if (!checked.authorized) throw new UnauthenticatedError(MESSAGES.sessionExpired, ERROR_CODES.sessionExpired);
  return checked.value;
}

/** What the shopper is told about a line that left the market. */
export function goneNotice(line: GoneLine): string {
  return line.reason === 'suspended'
    ? SELLER_CATALOG_MESSAGES.cartShopGone(line.title, line.shopName)
    : SELLER_CATALOG_MESSAGES.cartLineGone(line.title);
}

/** The shop the catalog index says a product belongs to, with its hours; undefined when the index does not know it. */
export type ShopOfProduct = (productId: string) => Promise<{ name: string; hours: ShopStatusInput } | undefined>;

/** Cart rules (§4, §7, DESIGN §6): one line per product, extras priced by the server, qty 1–99. */
export class CartService {
  constructor(
    private readonly repository: CartRepository,
    /** The catalog's in-process index, which saves a query per add; a product it does not know is asked of the database. */
    private readonly choiceGroupsOf?: ChoiceGroupsOf,
    private readonly shopOf?: ShopOfProduct,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The cart answer from lines read in one statement. Lines of a deleted product or a suspended
   * shop are dropped from the cart and named in `notices` (issue 20), once: the next read no longer has them.
   */
  private async answer(userId: string, read: { lines: CartLineRow[]; gone: GoneLine[] }): Promise<CartResponse> {
    const response = toCartResponse(priceLines(read.lines));
    if (read.gone.length === 0) return response;
    await this.repository.removeLines(
      userId,
      read.gone.map((line) => line.productId),
    );
    return { ...response, notices: read.gone.map(goneNotice) };
  }

  async get(userId: string): Promise<CartResponse> {
    return this.answer(userId, await this.repository.listLinesAndGone(userId));
  }

  /** GET user/cart for a token session: the cart read and the revocation check in one query (decision 020). */
  async getForSession(session: TokenSession): Promise<CartResponse> {
    return this.answer(session.userId, held(await this.repository.listSessionLines(session)));
  }

  /** POST user/cart/{productId}: adds one (or `quantity`); with `condiments`, also sets the line's extras. */
  async add(session: TokenSession, productId: string, body: AddToCartBody): Promise<CartResponse> {
    if (!isUuid(productId)) throw new NotFoundError(CART_ERRORS.productNotFound);
    await this.assertShopSelling(productId);
    // With extras, the product is checked first, so a missing product is a 404 before any extra is a 400.
    if (body.condiments) await this.assertAddable(productId);
    if (!body.condiments?.length) await this.assertChoiceMade(session.userId, productId);
    const condiments = body.condiments?.length
      ? await this.priceChoice(
          productId,
          body.condiments.map((c) => c.name),
        )
      : body.condiments && [];
    const added = held(await this.repository.addOne(session, productId, condiments, LIMITS.cartQtyMax, body.quantity ?? 1));
    if (!added.outcome) {
      // Nothing added: say why (the common case, a successful add, costs no extra query).
      await this.assertAddable(productId);
      throw new InvalidError(CART_ERRORS.qtyMax);
    }
    return this.answer(session.userId, added);
  }

  /**
   * A closed or paused shop's products cannot be added (issue 20 item 5, issue 36 item 5). The switch is checked in the add's own
   * statement; the weekly hours depend on the clock, so they are read from the catalog index here.
   */
  private async assertShopSelling(productId: string): Promise<void> {
    const shop = await this.shopOf?.(productId);
    if (!shop) return;
    const status = shopStatus(shop.hours, this.now());
    if (status.kind !== 'open') throw new ConflictError(shopUnavailableAddMessage(shop.name, status, shop.hours.timezone));
  }

  /**
   * An add with no choice: refused when the product's groups need one (§6 for plain extras, issue 38 for rules),
   * naming the group. An empty body may still add one more to a line that already carries its extras (cart plus).
   */
  private async assertChoiceMade(userId: string, productId: string): Promise<void> {
    const groups = (await this.choiceGroupsOf?.(productId)) ?? (await this.repository.listChoiceGroups(productId));
    const problem = selectionProblem(groups, []);
    if (problem === null) return;
    const existing = await this.repository.findLineCondimentCount(userId, productId);
    if (existing !== undefined && existing > 0) return;
    // Out of stock outranks the missing choice: choosing extras would not help.
    await this.assertAddable(productId);
    throw new InvalidError(problem, 'condiments');
  }

  private async assertAddable(productId: string): Promise<void> {
    const product = await this.repository.findProduct(productId);
    if (!product) throw new NotFoundError(CART_ERRORS.productNotFound);
    const status = shopStatus(product.shopHours, this.now());
    if (status.kind !== 'open') throw new ConflictError(shopUnavailableAddMessage(product.shopName, status, product.shopHours.timezone));
    if (product.isAvailable === false) throw new ConflictError(MESSAGES.outOfStock);
  }

  /** PUT user/cart {productId}: one fewer, the line goes at zero. */
  async decrease(session: TokenSession, productId: string): Promise<CartResponse> {
    if (!isUuid(productId)) throw new NotFoundError(CART_ERRORS.notInCart);
    const decreased = held(await this.repository.decreaseOne(session, productId));
    if (decreased.outcome === 'missing') throw new NotFoundError(CART_ERRORS.notInCart);
    return this.answer(session.userId, decreased);
  }

  /** PUT user/cart/{productId} {quantity}: sets the quantity of a line already in the cart. */
  async setQuantity(userId: string, productId: string, quantity: number): Promise<CartResponse> {
    const current = isUuid(productId) ? await this.repository.findQty(userId, productId) : undefined;
    if (current === undefined) throw new NotFoundError(CART_ERRORS.notInCart);
    if (quantity > current) {
      // Raising the quantity buys more: refused once the product is out of stock.
      const product = await this.repository.findProduct(productId);
      if (product?.isAvailable === false) throw new ConflictError(MESSAGES.outOfStock);
    }
    if (!(await this.repository.setQty(userId, productId, quantity))) throw new NotFoundError(CART_ERRORS.notInCart);
    return this.get(userId);
  }

  async remove(userId: string, productId: string): Promise<CartResponse> {
    const removed = isUuid(productId) && (await this.repository.removeLine(userId, productId));
    if (!removed) throw new NotFoundError(CART_ERRORS.notInCart);
    return this.get(userId);
  }

  async clear(userId: string): Promise<CartResponse> {
    await this.repository.clear(userId);
    return this.get(userId);
  }

  /**
   * Checks a selection against the product's groups and prices it from the database (contract priceSelection,
   * the function checkout pricing uses too); a client price is ignored, a refusal names the group.
   */
  private async priceChoice(productId: string, names: string[]): Promise<StoredCondiment[]> {
    const priced = priceSelection(await this.repository.listChoiceGroups(productId), names);
    if (priced.problem) throw new InvalidError(priced.problem, 'condiments');
    return priced.condiments;
  }
}
