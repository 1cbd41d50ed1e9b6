import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { formatKobo, type CartResponse, type InitializePaymentBody } from '@campus/contract';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/routes/paths';
import { useSession } from '@/lib/session';
import { cartQueryKey } from '@/features/cart/api/get-cart';
import { createOrder, orderFromCart } from '../api/create-order';
import { initializePayment } from '../api/initialize-payment';
import { verifyPayment } from '../api/verify-payment';
import { setAppliedCode } from '@/features/promos/api/applied-code';
import { CHECKOUT_MESSAGES } from '../messages';

const EMPTY_CART: CartResponse = {
  cart: [],
  shopBreakdown: [],
  subtotal: formatKobo(0),
  deliveryTotal: formatKobo(0),
  grandTotal: formatKobo(0),
};

/** create-order, tried three times over about a second and a half; null when it never answered. */
async function createOrderWithRetries(body: Parameters<typeof createOrder>[0]) {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await createOrder(body);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
    }
  }
  return null;
}

/**
 * §4 checkout flow: start the payment on the server, check the parameters (§5), open the
 * provider, verify the reference with the server, create the order, clear the cart, keep the
 * receipt and go to /order-success. Every failure ends the busy state with a message.
 */
export function usePayNow(cart: CartResponse | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { openSignInModal, user } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };

  const payNow = async (delivery: NonNullable<InitializePaymentBody> = {}) => {
    if (running.current || !cart) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      let started;
      try {
        started = await initializePayment(delivery);
      } catch (caught) {
        if (caught instanceof ApiError && caught.status === 401) openSignInModal();
        return fail(caught instanceof ApiError && caught.serverMessage ? caught.serverMessage : CHECKOUT_MESSAGES.orderFailed);
      }
      // Loaded at Pay Now, not with the page: the §5 checks and the provider's window are needed only then.
      const [{ validateTransactionParams }, { openPayment }] = await Promise.all([
        import('./transaction-params'),
        import('./open-payment'),
      ]);
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
      // The provider refused the card ('failed'): say so; only an unsettled check is a failed verification.
      if (verified.status === 'failed') return fail(CHECKOUT_MESSAGES.paymentDeclined);
      if (verified.status !== 'success') return fail(CHECKOUT_MESSAGES.verificationFailed);

      // Paid: whatever happens next, the shopper lands on the receipt (issue 19). create-order is
      // idempotent and builds the order from what was paid for; if it cannot be reached, the
      // provider's webhook makes the same order and the receipt is shown from the payment.
      const [created, { saveReceipt }] = await Promise.all([
        createOrderWithRetries(orderFromCart(cart, started.reference)),
        import('../receipt-storage'),
      ]);
      saveReceipt(
        created
          ? {
              receiptId: created.newOrder.reference,
              orderPrice: String(created.newOrder.totalPaid),
              customerName: created.newOrder.user.fullName,
              customerHall: created.newOrder.user.hall,
            }
          : {
              receiptId: started.reference,
              orderPrice: String(started.amount / 100),
              customerName: user?.fullName ?? '',
              customerHall: delivery.hall || user?.hall || '',
            },
      );
      // The server takes what was paid for out of the cart; show the cart as the server has it.
      queryClient.setQueryData(cartQueryKey, EMPTY_CART);
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      // The code was spent on this order (issue 38 item 3): the next cart starts without it.
      if (delivery.promoCode) setAppliedCode(null);
      toast.success(CHECKOUT_MESSAGES.orderCreated);
      navigate(created ? paths.orderSuccess({ order: created.newOrder.orderId }) : paths.orderSuccess({ reference: started.reference }));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return { busy, error, payNow };
}
