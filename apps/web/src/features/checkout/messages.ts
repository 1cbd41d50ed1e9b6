/** Checkout texts of spec §2, §5 and §8, character for character. */
export const CHECKOUT_MESSAGES = {
  title: 'Complete Your Order',
  payNow: 'Pay Now',
  processing: 'Processing...',
  cartFetchFailed: 'Could not fetch cart data. Please try again.',
  cartEmpty: 'Cart seems to be empty',
  paymentCanceled: 'Payment was canceled. Please try again.',
  verificationFailed: 'Payment verification failed',
  /** Not in the spec's list: the provider refused the card (issue 23), which is not a failed check. */
  paymentDeclined: 'Your payment was declined. Please try again or use another card.',
  verificationError: 'An error occurred while verifying your payment.',
  orderFailed: 'Failed to create order. Please try again.',
  orderCreated: 'Order created successfully!',
  invalidParameters: 'Invalid transaction parameters',
  free: 'Free',
  successTitle: 'Payment Success!',
  backHome: 'Back to home',
} as const;
