/** The promo code screens, for the consoles' own routes (admin-console-page.tsx, seller console-page.tsx) to load lazily. */
export { AdminPromoCodesPage } from '../pages/admin-promo-codes-page';
export { SellerPromoCodesPage } from '../pages/seller-promo-codes-page';
