import { STORE_NAME } from './constants';

/**
 * The shop console's rules and texts (issue 20), without zod: the console's pages import these, and a
 * value imported from a schema file would bring zod into the shared chunk of every page (decision 038).
 */

/** The parts a shop still has to act on, oldest first: paid … out_for_delivery. */
export const ACTIVE_PART_STATUSES = ['paid', 'accepted', 'preparing', 'ready', 'out_for_delivery'] as const;

/** The statuses a shop may set from the console; `cancelled` belongs to the shopper and the operator. */
export const SELLER_PART_STATUSES = ['accepted', 'rejected', 'preparing', 'ready', 'out_for_delivery', 'delivered'] as const;

/** Why a shop rejects a part; `other` needs a few words. */
export const REJECT_REASONS = ['sold_out', 'closed', 'other'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** The longest ready-in estimate a shop may give, in minutes. */
export const READY_IN_MAX_MINUTES = 240;

/** How long an invitation link stays valid. */
export const INVITATION_LIFETIME_HOURS = 72;

export const SELLER_MESSAGES = {
  partNotFound: 'Order not found',
  rejectReasonLabel: { sold_out: 'Sold out', closed: 'The shop is closed', other: 'Other' } satisfies Record<RejectReason, string>,
  rejectOtherNeedsText: 'Please say why the order is rejected.',
  readyInRange: `The ready-in estimate must be between 1 and ${READY_IN_MAX_MINUTES} minutes.`,
  readyInOnlyOnAccept: 'A ready-in estimate is given only when accepting an order.',
  invalidEmail: 'Please enter a valid email address.',
  invitationSent: 'Invitation sent.',
  invitationNotFound: 'This invitation link is not valid. Ask the shop owner for a new one.',
  invitationExpired: 'This invitation has expired. Ask the shop owner for a new one.',
  invitationUsed: 'This invitation has already been used.',
  invitationRevoked: 'This invitation was withdrawn by the shop. Ask the shop owner for a new one.',
  invitationNotPending: 'This invitation is no longer waiting: it was used, withdrawn or has expired.',
  memberNotFound: 'This person does not run this shop.',
  lastOwner: 'A shop keeps at least one owner: make someone else owner before removing this one.',
  memberRemoved: 'Removed from the shop.',
  invitationWithdrawn: 'Invitation withdrawn.',
  inviteSelf: 'This is your own email address: invite the person who should help run the shop.',
  invitationAlreadyPending: (email: string) =>
    `${email} already has an invitation waiting. Withdraw it first if you want to send a new one.`,
  invitationOtherAccount: 'This invitation was sent to another email address. Sign in with the account of that address to accept it.',
  invitationAccountExists: 'An account with this email already exists: sign in to accept the invitation.',
  invitationAccepted: 'Welcome to the shop.',
  tooManyInvitations: 'Too many invitations sent in the last hour. Please wait before sending more.',
  invitationEmailUnverified:
    'Confirm your email address before accepting: on your account, open Change Email, enter this address and the code we send to it.',
  dateRange: 'The start date must not be after the end date.',
  /** The live queue's notice when a part leaves it cancelled (by the shopper, or refunded by the operator). */
  partCancelled: (orderId: string) => `Order ${orderId} was cancelled and has left the queue: do not prepare it.`,
} as const;

/** Emails are one address whatever their case or surrounding spaces (the server stores them lower-case). */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Why an invitation would be refused before it is sent: to the inviter's own email, or to one with an
 * invitation still waiting; null when the server should be asked (it checks both again).
 */
export function invitationProblem(
  email: string,
  { ownEmail, pendingEmails }: { ownEmail?: string | undefined; pendingEmails: readonly string[] },
): string | null {
  if (ownEmail !== undefined && sameEmail(email, ownEmail)) return SELLER_MESSAGES.inviteSelf;
  const pending = pendingEmails.find((pendingEmail) => sameEmail(pendingEmail, email));
  return pending === undefined ? null : SELLER_MESSAGES.invitationAlreadyPending(pending);
}

/**
 * A console page's tab title, "Orders · Mama's Kitchen | Campus Market": the rule of page-head.ts's
 * pageTitle, repeated here so that the console's pages do not share page-head.ts with the storefront's
 * first load (a module two chunks share moves into the shared chunk, decision 038's budget).
 */
export function consoleTitle(title: string): string {
  return `${title} | ${STORE_NAME}`;
}
