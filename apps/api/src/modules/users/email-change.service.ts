import { LIMITS, MESSAGES } from '@campus/contract';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { ConflictError, InvalidError, UnauthenticatedError } from '../../errors/domain-errors';
import { verifyPassword } from '../auth/password';
import type { TokenService } from '../auth/token.service';
import type { QueuedMail } from '../jobs/mail-jobs';
import { generateRecoveryCode, hashRecoveryCode, recoveryCodeMatches } from '../recovery/recovery-code';
import { emailChangeCodeMail, emailChangedNoticeMail } from './email-change-mail';
import type { EmailChangeRepository } from './email-change.repository';
import type { UserRow, UsersRepository } from './users.repository';
import type { UsersLimits } from './users.service';

export interface EmailChangeDeps {
  db: Database;
  users: UsersRepository;
  changes: EmailChangeRepository;
  mail: QueuedMail;
  tokens: TokenService;
  /** The code-hash key (security/keys.ts), shared with recovery codes; the change's account and address are bound in. */
  codeKey: Buffer;
  now: () => Date;
  limits: Pick<UsersLimits, 'signInPerPair' | 'emailChangePerUser'>;
}

/** What a code is bound to: one account moving to one address (a code for another change never fits). */
const codeSubject = (userId: string, newEmail: string) => `email-change:${userId}:${newEmail}`;

/**
 * Changing the email (issue 35, decision 087): the current password first (a stolen token alone moves
 * nothing), then a 6-digit code mailed to the new address; the email changes only when that code is
 * entered (10 minutes, 5 wrong tries), which also marks it verified, and the old address is told.
 */
export class EmailChangeService {
  constructor(private readonly deps: EmailChangeDeps) {}

  async start(user: UserRow, rawEmail: string, password: string, ip: string): Promise<{ message: string; email: string }> {
    const { limits, users, changes, mail } = this.deps;
    const email = rawEmail.trim().toLowerCase();
    // Counted like a sign-in from this address, before argon2 runs: a stolen token cannot guess the password fast.
    const pair = `${user.phone}|${ip}`;
    await limits.signInPerPair.consume(pair);
    if (!(await verifyPassword(user.passwordHash, password))) throw new InvalidError(MESSAGES.wrongPassword, 'password');
    await limits.signInPerPair.clear(pair);
    await limits.emailChangePerUser.consume(user.id);
    const owner = await users.findByEmail(email);
    if (owner && owner.id !== user.id) throw new ConflictError(MESSAGES.emailTaken);
    const now = this.deps.now();
    const code = generateRecoveryCode();
    await this.deps.db.transaction(async (tx) => {
      await changes.replace(
        {
          userId: user.id,
          newEmail: email,
          codeHash: hashRecoveryCode(this.deps.codeKey, codeSubject(user.id, email), code),
          expiresAt: new Date(now.getTime() + LIMITS.otpLifetimeSeconds * 1000),
          createdAt: now,
        },
        tx,
      );
      await mail.send(email, emailChangeCodeMail(code, user.fullName), tx);
    });
    mail.committed();
    return { message: MESSAGES.emailCodeSent, email };
  }

  /** The code from the new address's mail: the email changes (once), and the answer carries a fresh token (§3 payload). */
  async confirm(user: UserRow, code: string): Promise<{ message: string; token: string }> {
    const { changes, users, mail } = this.deps;
    const now = this.deps.now();
    // The try is counted before the code is compared: five guesses per change, however many arrive at once.
    const change = await changes.claimAttempt(user.id, LIMITS.otpMaxAttempts, now);
    if (!change) throw new InvalidError(MESSAGES.emailCodeInvalid, 'code');
    if (!recoveryCodeMatches(this.deps.codeKey, codeSubject(user.id, change.newEmail), code, change.codeHash))
      throw new InvalidError(MESSAGES.emailCodeInvalid, 'code');
    let updated: UserRow | undefined;
    try {
      updated = await this.deps.db.transaction(async (tx) => {
        if (!(await changes.consume(change.id, now, tx))) throw new InvalidError(MESSAGES.emailCodeInvalid, 'code');
        const row = await users.update(user.id, { email: change.newEmail, emailVerifiedAt: now }, tx);
        if (row && user.email.toLowerCase() !== change.newEmail)
          await mail.send(user.email, emailChangedNoticeMail(user.fullName, change.newEmail), tx);
        return row;
      });
    } catch (error) {
      // Someone took the address between the code and now (the one index on lower(email) decides).
      if (isUniqueViolation(error, 'users_email_lower_unique')) throw new ConflictError(MESSAGES.emailTaken);
      throw error;
    }
    if (!updated) throw new UnauthenticatedError(MESSAGES.sessionExpired);
    mail.committed();
    return { message: MESSAGES.emailChanged, token: await this.deps.tokens.sign(updated) };
  }
}
