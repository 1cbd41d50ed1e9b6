import { ACCESS_MESSAGES, type MyRoles, type ShopRole } from '@campus/contract';
import { ForbiddenError, NotFoundError } from '../../errors/domain-errors';
import type { UserRow } from '../users/user-row';
import type { AccessRepository, MembershipRow } from './access.repository';

/**
 * The one place a shop's calls ask who may act (issue 20): a role on that shop, checked on the
 * server on every call. An account that is no member gets "not found" for the shop's anything, so
 * a member of shop A cannot even learn what shop B has; a member whose role is too small gets
 * "forbidden" (it already knows the shop).
 */
export class ShopAccess {
  constructor(private readonly access: AccessRepository) {}

  /** The account's membership of the shop with this slug, if its role is one of `roles`. */
  async bySlug(user: Pick<UserRow, 'id'>, slug: string, roles: readonly ShopRole[]): Promise<MembershipRow> {
    return this.allowed(await this.access.membershipBySlug(user.id, slug), roles);
  }

  /** The same, for calls that name the shop by id. */
  async byId(user: Pick<UserRow, 'id'>, shopId: string, roles: readonly ShopRole[]): Promise<MembershipRow> {
    return this.allowed(await this.access.membershipById(user.id, shopId), roles);
  }

  /** What the account may run, for the menus. */
  async rolesOf(user: Pick<UserRow, 'id' | 'isOperator'>): Promise<MyRoles> {
    const memberships = await this.access.membershipsOf(user.id);
    return {
      operator: user.isOperator,
      shops: memberships.map(({ shop, role }) => ({ shopId: shop.id, slug: shop.slug, name: shop.name, role })),
    };
  }

  private allowed(membership: MembershipRow | undefined, roles: readonly ShopRole[]): MembershipRow {
    if (!membership) throw new NotFoundError(ACCESS_MESSAGES.shopNotFound);
    if (!roles.includes(membership.role)) throw new ForbiddenError(ACCESS_MESSAGES.ownerOnly);
    return membership;
  }
}

/** Operator-only calls: anyone else who is signed in is refused (the console's existence is no secret). */
export function assertOperator(user: Pick<UserRow, 'isOperator'>): void {
  if (!user.isOperator) throw new ForbiddenError(ACCESS_MESSAGES.operatorOnly);
}
