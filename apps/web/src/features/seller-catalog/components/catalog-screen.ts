/** The console's catalog screen, a screen of the shop console in the route table (routes/shop-console-routes.ts), loaded lazily. */
export { SellerCatalogPage } from '../pages/seller-catalog-page';
