/** The console's profile screen, a screen of the shop console in the route table (routes/shop-console-routes.ts), loaded lazily. */
export { SellerProfilePage } from '../pages/seller-profile-page';
