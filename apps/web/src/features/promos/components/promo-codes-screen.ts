/** The promo code screens, screens of both consoles in the route table (routes/shop-console-routes.ts, operator-console-routes.ts), loaded lazily. */
export { AdminPromoCodesPage } from '../pages/admin-promo-codes-page';
export { SellerPromoCodesPage } from '../pages/seller-promo-codes-page';
