import type { LiveEventsHub } from '../../infra/events/live-events-hub';
import type { UserRow } from '../users/user-row';

/** How many signed-in accounts one instance keeps (the oldest goes first); a campus has a few thousand. */
export const LIVE_SESSIONS_KEPT = 10_000;
/** The longest a kept account is trusted without a notice, in case one were ever lost on the way. */
export const LIVE_SESSION_TTL_MS = 30_000;

type Hub = Pick<LiveEventsHub, 'subscribeKind' | 'listening'>;

/**
 * The accounts whose tokens this instance checked lately (issue 40 item 2, decision 127): the revocation
 * check of every signed-in call answers from here instead of a query, and only while the database says so
 * at once. Every change of a users row (a revoked token, a suspension, the operator's role, a new hall)
 * sends `user:<id>` on the live-events channel from a trigger (and a revocation also `account:<id>`), and
 * every instance forgets that account when it hears it. While this instance's listening connection is down
 * nothing is kept or answered from here (notices sent meanwhile are lost), and everything is forgotten when
 * it comes back. A read that started before any notice was heard is not kept (it may be older than the change).
 */
export class LiveSessionCache {
  private readonly kept = new Map<string, { user: UserRow; at: number }>();
  /** Raised by every notice heard: a read that began under an older generation is not kept. */
  private generation = 0;

  constructor(
    private readonly hub: Hub,
    private readonly now: () => number = Date.now,
  ) {
    const forget = (notice: { topic: string } | undefined) => {
      if (notice) return this.forget(notice.topic.slice(notice.topic.indexOf(':') + 1));
      this.generation++;
      this.kept.clear();
    };
    hub.subscribeKind('user', forget);
    hub.subscribeKind('account', forget);
  }

  /**
   * Forgets the account now, on this instance: its writer calls this once its change is committed, so the
   * next call here reads the change even before the database's notice comes back (the other instances
   * wait for the notice).
   */
  forget(userId: string): void {
    this.generation++;
    this.kept.delete(userId);
  }

  /** The live account for this token, from memory when it may be trusted, else from `read` (and kept). */
  async live(userId: string, tokenVersion: number, read: () => Promise<UserRow | undefined>): Promise<UserRow | undefined> {
    if (!this.hub.listening) {
      this.kept.clear();
      return read();
    }
    const entry = this.kept.get(userId);
    if (entry && this.now() - entry.at < LIVE_SESSION_TTL_MS) {
      // Kept rows are live ones; a token of another version is an old or a forged one: the database decides.
      if (entry.user.tokenVersion === tokenVersion) return entry.user;
    }
    const generation = this.generation;
    const user = await read();
    if (user && generation === this.generation && this.hub.listening) this.keep(user);
    return user;
  }

  private keep(user: UserRow): void {
    this.kept.delete(user.id);
    this.kept.set(user.id, { user, at: this.now() });
    if (this.kept.size > LIVE_SESSIONS_KEPT) {
      const oldest = this.kept.keys().next().value;
      if (oldest !== undefined) this.kept.delete(oldest);
    }
  }
}
