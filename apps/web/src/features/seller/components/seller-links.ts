const shop = (shopSlug: string) => `/seller/${encodeURIComponent(shopSlug)}`;

/**
 * The console's addresses (decision 056): the storefront's route table has one entry for the whole
 * console, `seller/*` (paths.seller), and the console's own routes (console-routes.tsx) are built
 * from these. The catalog half of issue 20 adds its screens there and its links here.
 */
export const consolePaths = {
  home: () => '/seller',
  invitation: (token: string) => `/seller/invitations/${encodeURIComponent(token)}`,
  shop,
  orders: (shopSlug: string) => `${shop(shopSlug)}/orders`,
  history: (shopSlug: string) => `${shop(shopSlug)}/history`,
  members: (shopSlug: string) => `${shop(shopSlug)}/members`,
  catalog: (shopSlug: string) => `${shop(shopSlug)}/catalog`,
  productNew: (shopSlug: string) => `${shop(shopSlug)}/catalog/new`,
  productEdit: (shopSlug: string, productId: string) => `${shop(shopSlug)}/catalog/${encodeURIComponent(productId)}`,
  profile: (shopSlug: string) => `${shop(shopSlug)}/profile`,
  reviews: (shopSlug: string) => `${shop(shopSlug)}/reviews`,
  takings: (shopSlug: string) => `${shop(shopSlug)}/takings`,
  /** The printable kitchen ticket of one part (issue 39 item 1). */
  ticket: (shopSlug: string, partId: string) => `${shop(shopSlug)}/orders/${encodeURIComponent(partId)}/ticket`,
  promoCodes: (shopSlug: string) => `${shop(shopSlug)}/promo-codes`,
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
