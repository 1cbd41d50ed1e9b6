import {
  addToCartBodySchema,
  cartResponseSchema,
  decreaseCartBodySchema,
  errorSchema,
  orderAgainParamsSchema,
  orderAgainResponseSchema,
  productIdParamSchema,
  setQuantityBodySchema,
} from '@campus/contract';
import type { AppModule } from '../../container';
import { currentSession, currentUser } from '../auth/auth.plugin';
import { CartRepository } from './cart.repository';
import { CartService, type ChoiceGroupsOf, type ShopOfProduct } from './cart.service';
import { orderAgain } from '../../workflows/order-again';

const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema };
const common = { tags: ['cart'], security: [{ bearer: [] }] };

/** §7 user/cart calls: every answer is the new cart (§7: the cart is replaced by the answer). */
export const cartModule: AppModule = async (app, { deps }) => {
  // The choice groups a product offers come from the catalog's index (undefined for a product it does not know yet).
  const choiceGroupsOf: ChoiceGroupsOf = async (productId) =>
    (await deps.catalog.productById(productId))?.extras.map((extra) => ({
      title: extra.title,
      kind: extra.kind ?? 'extras',
      limit: extra.limit ?? null,
      options: extra.options,
    }));
  const shopOf: ShopOfProduct = async (productId) => {
    const product = await deps.catalog.productById(productId);
    if (!product) return undefined;
    // The index keeps hours only for a shop that is not simply open.
    return { name: product.shop.name, hours: product.shop.hours ?? { isOpen: true, openingHours: null, timezone: 'Africa/Lagos' } };
  };
  const lines = new CartRepository(deps.db);
  const cart = new CartService(lines, choiceGroupsOf, shopOf, deps.now);
  const orderAgainSteps = {
    pastLines: (user: { id: string }, orderId: string) => deps.orders.service.pastLines(user, orderId),
    cartLines: lines,
    cart,
    now: deps.now,
  };
  // Every call is the signed-in shopper's: the shopper area's one guard checks who is asking (decision 095).
  app.get(
    '/user/cart',
    {
      schema: {
        ...common,
        summary: 'The cart, grouped per shop with delivery and totals',
        response: { 200: cartResponseSchema, 401: errorSchema },
      },
    },
    async (request) => cart.getForSession(currentSession(request)),
  );

  app.post(
    '/user/cart/:productId',
    {
      schema: {
        ...common,
        summary: 'Add one (or quantity); with condiments, also set the extras, checked against the groups’ rules and priced by the server',
        params: productIdParamSchema,
        // An empty POST (the shop page and the cart plus, §7) arrives with no body at all.
        body: addToCartBodySchema.nullish(),
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => cart.add(currentSession(request), request.params.productId, request.body ?? {}),
  );

  app.put(
    '/user/cart',
    {
      schema: {
        ...common,
        summary: 'Decrease by one (removes at zero)',
        body: decreaseCartBodySchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => cart.decrease(currentSession(request), request.body.productId),
  );

  app.put(
    '/user/cart/:productId',
    {
      schema: {
        ...common,
        summary: 'Set the quantity (1–99)',
        params: productIdParamSchema,
        body: setQuantityBodySchema,
        response: { 200: cartResponseSchema, ...errors },
      },
    },
    async (request) => cart.setQuantity(currentUser(request).id, request.params.productId, request.body.quantity),
  );

  app.delete(
    '/user/cart/clear',
    {
      schema: { ...common, summary: 'Clear the cart (earlier form)', response: { 200: cartResponseSchema, 401: errorSchema } },
    },
    async (request) => cart.clear(currentUser(request).id),
  );

  app.delete(
    '/user/carts',
    {
      schema: {
        ...common,
        summary: 'Clear the cart (later form, after an order)',
        response: { 200: cartResponseSchema, 401: errorSchema },
      },
    },
    async (request) => cart.clear(currentUser(request).id),
  );

  app.delete(
    '/user/cart/:productId',
    {
      schema: { ...common, summary: 'Remove the item', params: productIdParamSchema, response: { 200: cartResponseSchema, ...errors } },
    },
    async (request) => cart.remove(currentUser(request).id, request.params.productId),
  );

  app.post(
    '/user/cart/order-again/:orderId',
    {
      schema: {
        ...common,
        summary:
          'Put a past order back in the cart: each line still sold at the price paid, with the same extras; the rest named with what changed',
        params: orderAgainParamsSchema,
        response: { 200: orderAgainResponseSchema, ...errors },
      },
    },
    async (request) => orderAgain(orderAgainSteps, currentUser(request), request.params.orderId),
  );
};
