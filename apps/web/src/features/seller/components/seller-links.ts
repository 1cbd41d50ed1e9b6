import { paths } from '@/routes/paths';

/**
 * The console's addresses (decision 056), by the names its screens use: the link builders of the
 * route table's `seller` route and its children (routes/shop-console-routes.ts, decision 132).
 */
export const consolePaths = {
  home: paths.seller,
  invitation: paths.sellerInvitation,
  shop: paths.sellerShop,
  orders: paths.sellerOrders,
  history: paths.sellerHistory,
  members: paths.sellerMembers,
  catalog: paths.sellerCatalog,
  productNew: paths.sellerProductNew,
  productEdit: paths.sellerProductEdit,
  profile: paths.sellerProfile,
  reviews: paths.sellerReviews,
  takings: paths.sellerTakings,
  /** The printable kitchen ticket of one part (issue 39 item 1). */
  ticket: paths.sellerTicket,
  promoCodes: paths.sellerPromoCodes,
};

/** One shop's pages, for its navigation. */
export function consoleLinks(shopSlug: string) {
  return {
    orders: consolePaths.orders(shopSlug),
    history: consolePaths.history(shopSlug),
    catalog: consolePaths.catalog(shopSlug),
    profile: consolePaths.profile(shopSlug),
    members: consolePaths.members(shopSlug),
    reviews: consolePaths.reviews(shopSlug),
    takings: consolePaths.takings(shopSlug),
    promoCodes: consolePaths.promoCodes(shopSlug),
  };
}
