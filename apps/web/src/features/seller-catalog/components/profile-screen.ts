/** The console's profile screen, for the shop console's own routes (features/seller/pages/console-page.tsx) to load lazily. */
export { SellerProfilePage } from '../pages/seller-profile-page';
