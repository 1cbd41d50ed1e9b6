/**
 * Who may do what beyond shopping (issues 20, 21): a role on a shop, or the market's operator.
 * `owner` runs everything of the shop; `staff` handles orders and availability only.
 */
export const SHOP_ROLES = ['owner', 'staff'] as const;
export type ShopRole = (typeof SHOP_ROLES)[number];

export const ACCESS_MESSAGES = {
  shopNotFound: 'Shop not found',
  ownerOnly: "Only the shop's owner can do this.",
  operatorOnly: "Only the market's operator can do this.",
} as const;
