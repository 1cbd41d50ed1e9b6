import { LIMITS, MESSAGES } from '@campus/contract';
import type { Database, Executor } from '../../db/client';
import { InvalidError } from '../../errors/domain-errors';
import { hashPassword } from '../auth/password';
import type { Limit } from '../auth/rate-limits';
import type { MailService } from '../mail/mail.service';
import { recoveryCodeMail } from '../mail/recovery-mail';
import { assertPasswordRule } from '../users/users.service';
import type { UserRow } from '../users/user-row';
import {
  generateRecoveryCode,
  generateResetToken,
  hashRecoveryCode,
  hashResetToken,
  normalizeOtp,
  recoveryCodeMatches,
} from './recovery-code';
import type { RecoveryRepository } from './recovery.repository';

/** The limits recovery is guarded by (rate-limits.ts, decision 026). */
export interface RecoveryLimits {
  forgotPerEmail: Limit;
  forgotPerIp: Limit;
  verifyPerIp: Limit;
  resetPerIp: Limit;
  /** §9 resend lock: one code request per email a minute, known email or not, so the answers match. */
  resendLock: Limit;
}

/** What recovery needs of accounts (the users module answers it, decision 123). */
export interface RecoveryAccounts {
  findByEmail(email: string): Promise<UserRow | undefined>;
  markEmailVerified(id: string, email: string, at: Date): Promise<void>;
  setPassword(id: string, passwordHash: string, tx: Executor): Promise<UserRow | undefined>;
}

export interface RecoveryDeps {
  db: Database;
  codes: RecoveryRepository;
  users: RecoveryAccounts;
  mail: MailService;
  /** The code-hash key (security/keys.ts), used for nothing else. */
  codeKey: Buffer;
  now: () => Date;
  limits: RecoveryLimits;
  /** Also print the code to the log (DEV_TOOLS=1 only). */
  logCodes: boolean;
}

/**
 * Email-code recovery (§4, DESIGN §6, decision 027): forgot-pass answers at once, the same for every
 * email, and mails a code afterwards; verify-otp checks it (5 wrong tries kill it) and hands out a
 * one-time reset token; reset-pass needs that token, so only whoever verified can reset.
 */
export class RecoveryService {
  constructor(private readonly deps: RecoveryDeps) {}

  /** Counts the request, answers, and does the account's work (a code, a mail) after answering: same time for every email. */
  async requestCode(rawEmail: string, ip: string): Promise<{ message: string }> {
    const email = rawEmail.trim().toLowerCase();
    const { limits } = this.deps;
    await limits.forgotPerIp.consume(ip);
    await limits.forgotPerEmail.consume(email);
    await limits.resendLock.consume(email);
    this.deps.mail.afterAnswer(() => this.sendCode(email));
    return { message: MESSAGES.codeSent };
  }

  private async sendCode(email: string): Promise<void> {
    const user = await this.deps.users.findByEmail(email);
    if (!user) return;
    const now = this.deps.now();
    const code = generateRecoveryCode();
    await this.deps.db.transaction(async (tx) => {
      await this.deps.codes.consumeAllFor(email, now, tx);
      await this.deps.codes.insert(
        {
          email,
          userId: user.id,
          codeHash: hashRecoveryCode(this.deps.codeKey, email, code),
          expiresAt: new Date(now.getTime() + LIMITS.otpLifetimeSeconds * 1000),
          createdAt: now,
        },
        tx,
      );
    });
    await this.deps.mail.send(
      user.email,
      recoveryCodeMail(code, user.fullName),
      this.deps.logCodes ? `recovery code for ${user.email}: ${code}` : undefined,
    );
  }

  async verifyCode(rawEmail: string, otp: number | string, ip: string): Promise<{ message: string; userId: string; resetToken: string }> {
    const email = rawEmail.trim().toLowerCase();
    await this.deps.limits.verifyPerIp.consume(ip);
    const now = this.deps.now();
    // The try is counted before the code is compared: five guesses per code, however many arrive at once.
    const code = await this.deps.codes.claimAttempt(email, LIMITS.otpMaxAttempts, now);
    if (!code) throw new InvalidError(MESSAGES.invalidOrExpiredOtp, 'otp');
    if (!recoveryCodeMatches(this.deps.codeKey, email, normalizeOtp(otp), code.codeHash))
      throw new InvalidError(MESSAGES.invalidOrExpiredOtp, 'otp');
    const resetToken = generateResetToken();
    const reset = { tokenHash: hashResetToken(resetToken), expiresAt: new Date(now.getTime() + LIMITS.otpLifetimeSeconds * 1000) };
    if (!(await this.deps.codes.markVerified(code.id, now, reset))) throw new InvalidError(MESSAGES.invalidOrExpiredOtp, 'otp');
    // The code reached this mailbox: the account's email is proven (invitations ask for that, issue 35).
    await this.deps.users.markEmailVerified(code.userId, email, now);
    return { message: MESSAGES.codeVerified, userId: code.userId, resetToken };
  }

  /** Limited per address; the token is checked before the new password is hashed, and consumed once. */
  async resetPassword(rawEmail: string, newPassword: string, resetToken: string, ip: string): Promise<{ message: string }> {
    const email = rawEmail.trim().toLowerCase();
    await this.deps.limits.resetPerIp.consume(ip);
    await assertPasswordRule(newPassword, 'newPassword');
    const now = this.deps.now();
    const tokenHash = hashResetToken(resetToken);
    const code = await this.deps.codes.findResettable(email, tokenHash, now);
    if (!code) throw new InvalidError(MESSAGES.verifyFirst, 'resetToken');
    const passwordHash = await hashPassword(newPassword);
    const reset = await this.deps.db.transaction(async (tx) => {
      if (!(await this.deps.codes.consumeReset(code.id, tokenHash, this.deps.now(), tx))) return false;
      // A reset revokes every older session token (DESIGN §6).
      return (await this.deps.users.setPassword(code.userId, passwordHash, tx)) !== undefined;
    });
    if (!reset) throw new InvalidError(MESSAGES.verifyFirst, 'resetToken');
    return { message: MESSAGES.passwordReset };
  }
}
