import { createHash, randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  INVITATION_LIFETIME_HOURS,
  SELLER_MESSAGES,
  sameEmail,
  type InvitationAccepted,
  type InvitationPreview,
  type SellerInvitation,
  type ShopRole,
} from '@campus/contract';
import type { Database, Executor } from '../../db/client';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from '../../errors/domain-errors';
import type { Memberships } from '../access/memberships';
import type { Limit } from '../auth/rate-limits';
import type { QueuedMail } from '../jobs/mail-jobs';
import type { UserRow } from '../users/user-row';
import { invitationMail } from './invitation-mail';
import { InvitationsRepository, type InvitationRow } from './invitations.repository';

const revokedError = () => new ConflictError(SELLER_MESSAGES.invitationRevoked, {}, ERROR_CODES.invitationRevoked);

const LIFETIME_MS = INVITATION_LIFETIME_HOURS * 3_600_000;

/** Only the SHA-256 of a token is stored: a leaked table opens no shop. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface InviteInput {
  shopId: string;
  email: string;
  role: ShopRole;
  /** The owner (or operator) who invites. */
  invitedBy: Pick<UserRow, 'id' | 'fullName' | 'email'>;
  /** More to write in the invitation's own transaction (the operator's audit row). */
  alsoInTransaction?: (invitation: InvitationRow, tx: Executor) => Promise<void>;
}

function invitationView(row: InvitationRow): SellerInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as ShopRole,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Shop invitations (issue 20): an owner, or the operator, invites an email to a role; the invitee
 * gets a one-time link (72 hours, single use, stored hashed, mailed through the job queue with the
 * token sealed in the outbox) that attaches the role to their account, existing or made on the spot.
 */
/** How many invitations may be sent (decision 086): per shop and per inviter, counted before anything is written. */
export interface InvitationLimits {
  perShop: Limit;
  perInviter: Limit;
}

/** What invitations read of accounts. */
export interface InvitationAccounts {
  findByEmail(email: string): Promise<UserRow | undefined>;
  findById(id: string, tx: Executor): Promise<UserRow | undefined>;
}

export class InvitationService {
  private readonly invitations: InvitationsRepository;

  constructor(
    private readonly db: Database,
    private readonly access: Memberships,
    /** An invited address's account, the inviter's (the users module's repository fits). */
    private readonly users: InvitationAccounts,
    private readonly mail: QueuedMail,
    private readonly now: () => Date,
    private readonly limits: InvitationLimits,
    /** Where mailed links point: PUBLIC_URL, else the configured local origin; never a request's Host (issue 35). */
    private readonly mailOrigin: string,
  ) {
    this.invitations = new InvitationsRepository(db);
  }

  /**
   * Writes the invitation and its mail in one transaction; the token exists only in the mail. Refused:
   * the inviter's own email (400), and an email that already has an invitation waiting for this shop
   * (409), checked under the shop's row lock so two parallel invitations cannot both pass.
   */
  async invite({ shopId, email, role, invitedBy, alsoInTransaction }: InviteInput): Promise<SellerInvitation> {
    const token = randomBytes(32).toString('base64url');
    const address = email.trim().toLowerCase();
    if (sameEmail(address, invitedBy.email)) throw new InvalidError(SELLER_MESSAGES.inviteSelf, 'email');
    // Counted first and atomically (rate-limits.ts), so parallel invitations cannot outrun the limit.
    await this.limits.perInviter.consume(invitedBy.id);
    await this.limits.perShop.consume(shopId);
    const row = await this.db.transaction(async (tx) => {
      // NO KEY UPDATE: serializes this shop's invitations without holding up orders that reference the shop.
      const shop = await this.invitations.lockShop(shopId, tx);
      if (!shop) throw new NotFoundError('Shop not found');
      if (await this.invitations.hasPending(shopId, address, this.now(), tx))
        throw new ConflictError(SELLER_MESSAGES.invitationAlreadyPending(address));
      const row = await this.invitations.insert(
        {
          shopId,
          email: address,
          role,
          tokenHash: hashInvitationToken(token),
          invitedBy: invitedBy.id,
          expiresAt: new Date(this.now().getTime() + LIFETIME_MS),
          createdAt: this.now(),
        },
        tx,
      );
      const link = `${this.mailOrigin.replace(/\/+$/, '')}/seller/invitations/`;
      await this.mail.send(address, invitationMail({ shopName: shop.name, role, inviter: invitedBy.fullName, link, token }), tx);
      await alsoInTransaction?.(row, tx);
      return row;
    });
    this.mail.committed();
    return invitationView(row);
  }

  /** The shop's invitations not yet accepted, withdrawn or expired, newest first. */
  async pending(shopId: string): Promise<SellerInvitation[]> {
    const rows = await this.invitations.pending(shopId, this.now());
    return rows.reverse().map(invitationView);
  }

  /** What a link offers; an unknown, expired or used link says which. */
  async preview(token: string): Promise<InvitationPreview> {
    const { invitation, shop } = await this.usable(token);
    return {
      shop,
      role: invitation.role as ShopRole,
      email: invitation.email,
      expiresAt: invitation.expiresAt.toISOString(),
      accountExists: (await this.users.findByEmail(invitation.email)) !== undefined,
    };
  }

  /** The invitation of a link that can still be accepted, with its shop. */
  async usable(token: string): Promise<{ invitation: InvitationRow; shop: { slug: string; name: string } }> {
    const found = await this.invitations.findByTokenHash(hashInvitationToken(token));
    if (!found) throw new NotFoundError(SELLER_MESSAGES.invitationNotFound);
    this.assertOpen(found.invitation);
    if (!(await this.inviterMayInvite(found.invitation))) throw revokedError();
    return found;
  }

  /**
   * An invitation speaks for its inviter only while the inviter may still invite (issue 35): an owner
   * of the shop, or the operator. `lock` takes the inviter's membership row FOR SHARE, so a removal
   * running at the same time waits for the accept (or the accept for the removal), never both pass.
   */
  private async inviterMayInvite(invitation: InvitationRow, tx: Executor = this.db, lock = false): Promise<boolean> {
    const role = await this.access.roleOf(invitation.invitedBy, invitation.shopId, tx, lock);
    if (role === 'owner') return true;
    return (await this.users.findById(invitation.invitedBy, tx))?.isOperator === true;
  }

  /**
   * Attaches the invitation's role to the signed-in account, whose email must be the invited one and
   * verified (a forwarded link opens nothing for someone else). The claim is one conditional update, so of two
   * accepts of one link exactly one succeeds. An owner invited as staff stays owner.
   */
  async accept(token: string, user: Pick<UserRow, 'id' | 'email' | 'emailVerifiedAt'>): Promise<InvitationAccepted> {
    const { invitation, shop } = await this.usable(token);
    if (invitation.email !== user.email.trim().toLowerCase()) throw new ForbiddenError(SELLER_MESSAGES.invitationOtherAccount);
    // Only an address the account proved it reads (issue 35): typing someone's address into a profile proves nothing.
    if (!user.emailVerifiedAt) throw new ForbiddenError(SELLER_MESSAGES.invitationEmailUnverified);
    const role = await this.db.transaction(async (tx) => {
      const now = this.now();
      // The inviter's role first (the same lock order as a member's removal): an inviter who lost it withdraws the link.
      if (!(await this.inviterMayInvite(invitation, tx, true))) {
        await this.revokeSentBy(invitation.invitedBy, invitation.shopId, tx);
        return undefined;
      }
      const claimed = await this.invitations.claim(invitation.id, user.id, now, tx);
      if (!claimed) {
        const current = await this.invitations.findById(invitation.id, tx);
        if (current) this.assertOpen(current);
        throw new ConflictError(SELLER_MESSAGES.invitationUsed, {}, ERROR_CODES.invitationUsed);
      }
      const existing = await this.access.membershipById(user.id, invitation.shopId, tx);
      const role: ShopRole = existing?.role === 'owner' ? 'owner' : (invitation.role as ShopRole);
      await this.access.grant(invitation.shopId, user.id, role, tx);
      return role;
    });
    if (!role) throw revokedError();
    return { message: SELLER_MESSAGES.invitationAccepted, shop, role };
  }

  /**
   * Takes a member off the shop and, in the same transaction, withdraws every invitation they sent
   * that is still waiting (issue 35: an invitation does not outlive its inviter's role).
   */
  async removeMember(shopId: string, userId: string): Promise<'removed' | 'not-a-member' | 'last-owner'> {
    return this.db.transaction(async (tx) => {
      const outcome = await this.access.remove(shopId, userId, tx);
      if (outcome === 'removed') await this.revokeSentBy(userId, shopId, tx);
      return outcome;
    });
  }

  /** Withdraws the invitations to this shop `inviterId` sent that are still waiting. */
  async revokeSentBy(inviterId: string, shopId: string, tx: Executor): Promise<void> {
    await this.invitations.revokeSentBy(inviterId, shopId, this.now(), tx);
  }

  /**
   * Withdraws an invitation of the shop still waiting: its link opens nothing after this. One
   * conditional update, so a withdrawal and an accept racing each other cannot both succeed.
   */
  async revoke(
    shopId: string,
    invitationId: string,
    alsoInTransaction?: (row: InvitationRow, tx: Executor) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const now = this.now();
      const revoked = await this.invitations.revoke(invitationId, shopId, now, tx);
      if (revoked) return alsoInTransaction?.(revoked, tx);
      if (!(await this.invitations.existsInShop(invitationId, shopId, tx))) throw new NotFoundError(SELLER_MESSAGES.invitationNotFound);
      throw new ConflictError(SELLER_MESSAGES.invitationNotPending);
    });
  }

  private assertOpen(invitation: InvitationRow): void {
    if (invitation.acceptedAt) throw new ConflictError(SELLER_MESSAGES.invitationUsed, {}, ERROR_CODES.invitationUsed);
    if (invitation.revokedAt) throw revokedError();
    if (invitation.expiresAt.getTime() <= this.now().getTime())
      throw new ConflictError(SELLER_MESSAGES.invitationExpired, {}, ERROR_CODES.invitationExpired);
  }
}
