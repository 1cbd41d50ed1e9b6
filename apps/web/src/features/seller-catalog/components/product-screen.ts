/** The console's product screen, for the shop console's own routes (features/seller/pages/console-page.tsx) to load lazily. */
export { SellerProductPage } from '../pages/seller-product-page';
