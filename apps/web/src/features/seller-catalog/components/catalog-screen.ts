/** The console's catalog screen, for the shop console's own routes (features/seller/pages/console-page.tsx) to load lazily. */
export { SellerCatalogPage } from '../pages/seller-catalog-page';
