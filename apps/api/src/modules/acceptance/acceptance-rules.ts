import { acceptanceDeadline, acceptanceHalfTime } from '@campus/contract';

/** What is due for one waiting part at `now` (issue 36): the unseen text, the half-time reminder, the deadline. */
export interface DueActions {
  /** Nobody in the shop opened it within the SMS minutes: text the shop. */
  unseenSms: boolean;
  /** Half its time to accept has gone: remind the owner. */
  reminder: boolean;
  /** Its time to accept is up: cancel and refund. */
  deadline: boolean;
  acceptBy: Date;
}

/** Judges a paid part against the settings; the shop's own minutes win over the market's. */
export function dueActions(
  part: { paidAt: Date; seenAt: Date | null; shopMinutes: number | null },
  settings: { acceptanceMinutes: number; smsAfterMinutes: number },
  now: Date,
): DueActions {
  const minutes = part.shopMinutes ?? settings.acceptanceMinutes;
  const acceptBy = acceptanceDeadline(part.paidAt, minutes);
  const deadline = now >= acceptBy;
  const smsAt = new Date(part.paidAt.getTime() + settings.smsAfterMinutes * 60_000);
  return {
    // Past the deadline the part is being cancelled: a text saying it waits would be wrong.
    unseenSms: !deadline && part.seenAt === null && now >= smsAt,
    reminder: !deadline && now >= acceptanceHalfTime(part.paidAt, minutes),
    deadline,
    acceptBy,
  };
}
