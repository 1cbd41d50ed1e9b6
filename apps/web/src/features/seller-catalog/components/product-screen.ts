/** The console's product screen, a screen of the shop console in the route table (routes/shop-console-routes.ts), loaded lazily. */
export { SellerProductPage } from '../pages/seller-product-page';
