import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { formatKobo, type CartResponse } from '@campus/contract';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/routes/paths';
import { useSession } from '@/lib/session';
import { cartQueryKey } from '@/features/cart/api/get-cart';
import { createOrder, orderFromCart } from '../api/create-order';
import { initializePayment } from '../api/initialize-payment';
import { verifyPayment } from '../api/verify-payment';
import { CHECKOUT_MESSAGES } from '../messages';
import { saveReceipt } from '../receipt-storage';
import { openPayment } from './open-payment';
import { validateTransactionParams } from './transaction-params';

const EMPTY_CART: CartResponse = {
  cart: [],
  shopBreakdown: [],
  subtotal: formatKobo(0),
  deliveryTotal: formatKobo(0),
  grandTotal: formatKobo(0),
};

/**
 * §4 checkout flow: start the payment on the server, check the parameters (§5), open the
 * provider, verify the reference with the server, create the order, clear the cart, keep the
 * receipt and go to /order-success. Every failure ends the busy state with a message.
 */
export function usePayNow(cart: CartResponse | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { openSignInModal } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };

  const payNow = async () => {
    if (running.current || !cart) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      let started;
      try {
        started = await initializePayment();
      } catch (caught) {
        if (caught instanceof ApiError && caught.status === 401) openSignInModal();
        return fail(caught instanceof ApiError && caught.serverMessage ? caught.serverMessage : CHECKOUT_MESSAGES.orderFailed);
      }
      const check = validateTransactionParams({
        key: started.publicKey,
        email: started.email,
        amount: started.amount,
        currency: started.currency,
        reference: started.reference,
        accessCode: started.accessCode,
      });
      if (!check.ok) return fail([check.message, ...check.issues].join(' · '));

      const outcome = await openPayment(started.provider, started.accessCode);
      if (outcome.kind === 'cancelled') return fail(CHECKOUT_MESSAGES.paymentCanceled);
      if (outcome.kind === 'error') return fail(outcome.message);

      let verified;
      try {
        verified = await verifyPayment({ reference: started.reference });
      } catch {
        return fail(CHECKOUT_MESSAGES.verificationError);
      }
      if (verified.status !== 'success') return fail(CHECKOUT_MESSAGES.verificationFailed);

      let created;
      try {
        created = await createOrder(orderFromCart(cart, started.reference));
      } catch {
        return fail(CHECKOUT_MESSAGES.orderFailed);
      }
      const { newOrder } = created;
      saveReceipt({
        receiptId: newOrder.reference,
        orderPrice: String(newOrder.totalPaid),
        customerName: newOrder.user.fullName,
        customerHall: newOrder.user.hall,
      });
      // The server emptied the cart with the order; show that at once.
      queryClient.setQueryData(cartQueryKey, EMPTY_CART);
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      toast.success(CHECKOUT_MESSAGES.orderCreated);
      navigate(paths.orderSuccess());
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return { busy, error, payNow };
}
