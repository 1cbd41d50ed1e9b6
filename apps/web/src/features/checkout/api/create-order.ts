import { decodeJwtPayload } from '@/lib/jwt-payload';
import { parseNairaText, type CartResponse, type CreateOrderBody, type CreateOrderResponse } from '@campus/contract';
import { apiRequest } from '@/lib/api-client';
import { tokenStorage } from '@/lib/token-storage';

/** §7 POST order/create-order (sent with the bearer token, the later reading of §6): reads newOrder. */
export const createOrder = (body: CreateOrderBody) =>
  apiRequest<CreateOrderResponse>('order/create-order', { method: 'POST', auth: true, body });

/** §3 order to create from the cart the shopper saw: user id, orderPrice (sum of price × qty, naira), items. */
export function orderFromCart(cart: CartResponse, reference: string): CreateOrderBody {
  let user: string | undefined;
  try {
    user = decodeJwtPayload<{ sub?: string }>(tokenStorage.get() ?? '').sub;
  } catch {
    user = undefined;
  }
  return {
    ...(user ? { user } : {}),
    orderPrice: (parseNairaText(cart.subtotal) ?? 0) / 100,
    orderItems: cart.cart.map((item) => ({ product: item.product._id, qty: item.qty, condiments: item.condiments })),
    reference,
  };
}
