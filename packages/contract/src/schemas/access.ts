import { z } from 'zod';
import { SHOP_ROLES } from '../shop-roles';

/** Roles as the API schemas check them (shop-roles.ts has the list, without zod, for the web's pages). */
export const shopRoleSchema = z.enum(SHOP_ROLES);

/** One shop the signed-in account runs, with its role there. */
export const shopMembershipSchema = z.object({
  shopId: z.uuid(),
  slug: z.string(),
  name: z.string(),
  role: shopRoleSchema,
});
export type ShopMembership = z.infer<typeof shopMembershipSchema>;

/** GET me/roles: what the account may run, so the menus can offer the consoles. */
export const myRolesSchema = z.object({
  operator: z.boolean(),
  shops: z.array(shopMembershipSchema),
});
export type MyRoles = z.infer<typeof myRolesSchema>;
