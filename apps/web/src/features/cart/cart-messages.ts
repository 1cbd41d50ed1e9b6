/** The cart's texts of spec §2, §4 and §8, character for character (CONVENTIONS 14). */
export const CART_TEXT = {
  empty: 'Oops! It looks like your cart is empty.',
  startAdding: 'Start adding products',
  checkoutHint: 'Add to your cart to proceed with checkout',
  // §8 successes
  itemAdded: 'Item added to cart',
  addedItem: 'Added Item to cart!',
  quantityDecreased: 'Item quantity decreased',
  itemRemoved: 'Item removed from cart!',
  cartCleared: 'Cart cleared!',
  pageAdded: 'Added to cart!',
  pageRemoved: 'Removed from cart!',
  // Clearing asks first (issue 23); not spec texts.
  clearCart: 'Clear cart',
  clearQuestion: (count: number) => `Remove all ${count} ${count === 1 ? 'item' : 'items'} from your cart?`,
  keepItems: 'Keep items',
  confirmClear: 'Yes, clear cart',
  // §8 failures
  updateQuantityFailed: 'Failed to update cart quantity.',
  removeFailed: 'Failed to remove item.',
  clearFailed: 'Failed to clear cart.',
  addFailedCartPage: 'Failed to add item. Please try again.',
  addFailedCard: 'Failed to add item to cart. Please try again.',
  pageUpdateFailed: 'Failed to update cart. Please try again.',
  // A closed or paused shop in the cart (issue 36); not a spec text.
  shopNotTakingOrders: 'This shop is not taking orders right now. Remove its items to check out, or wait until it opens.',
} as const;
