import { LIMITS, MESSAGES, passwordStrength } from '@campus/contract';
import type { Database } from '../../db/client';
import { badRequest, tooManyRequests } from '../../http/http-error';
import { AttemptLimiter, type AuthLimits } from '../auth/attempt-limiter';
import { hashPassword } from '../auth/password';
import type { MailService } from '../mail/mail.service';
import { recoveryCodeMail } from '../mail/recovery-mail';
import type { UsersRepository } from '../users/users.repository';
import { generateRecoveryCode, normalizeOtp, recoveryCodeMatches, hashRecoveryCode } from './recovery-code';
import type { RecoveryRepository } from './recovery.repository';

export interface RecoveryDeps {
  db: Database;
  codes: RecoveryRepository;
  users: UsersRepository;
  mail: MailService;
  secret: string;
  now: () => Date;
  limits: AuthLimits;
}

/**
 * Email-code recovery (§4, DESIGN §6): forgot-pass sends a code and answers the same for unknown emails;
 * verify-otp checks it (5 wrong tries kill it); reset-pass works once, after a verify, within the lifetime.
 */
export class RecoveryService {
  private readonly perEmail: AttemptLimiter;
  private readonly perIp: AttemptLimiter;
  private readonly verifyPerIp: AttemptLimiter;
  /** §9 resend lock, kept for every email asked about, known or not, so the answers match. */
  private readonly resendLock: AttemptLimiter;

  constructor(private readonly deps: RecoveryDeps) {
    this.perEmail = new AttemptLimiter(deps.limits.forgotPerEmail, deps.now);
    this.perIp = new AttemptLimiter(deps.limits.forgotPerIp, deps.now);
    this.verifyPerIp = new AttemptLimiter(deps.limits.verifyPerIp, deps.now);
    this.resendLock = new AttemptLimiter({ max: 1, windowSeconds: LIMITS.otpResendLockSeconds }, deps.now);
  }

  async requestCode(rawEmail: string, ip: string): Promise<{ message: string }> {
    const email = rawEmail.trim().toLowerCase();
    const wait = Math.max(this.perIp.retryAfter(ip), this.perEmail.retryAfter(email));
    if (wait > 0) throw tooManyRequests(MESSAGES.tooManyRequests, wait);
    const lock = this.resendLock.retryAfter(email);
    if (lock > 0) throw tooManyRequests(MESSAGES.resendTooSoon, lock);
    this.perIp.hit(ip);
    this.perEmail.hit(email);
    this.resendLock.hit(email);

    const user = await this.deps.users.findByEmail(email);
    if (user) {
      const now = this.deps.now();
      const code = generateRecoveryCode();
      await this.deps.db.transaction(async (tx) => {
        await this.deps.codes.consumeAllFor(email, now, tx);
        await this.deps.codes.insert(
          {
            email,
            userId: user.id,
            codeHash: hashRecoveryCode(this.deps.secret, email, code),
            expiresAt: new Date(now.getTime() + LIMITS.otpLifetimeSeconds * 1000),
            createdAt: now,
          },
          tx,
        );
      });
      this.deps.mail.dispatch(user.email, recoveryCodeMail(code, user.fullName), `recovery code for ${user.email}: ${code}`);
    }
    // Same words, same status, for a known and an unknown email (no enumeration).
    return { message: MESSAGES.codeSent };
  }

  async verifyCode(rawEmail: string, otp: number | string, ip: string): Promise<{ message: string; userId: string }> {
    const email = rawEmail.trim().toLowerCase();
    const wait = this.verifyPerIp.retryAfter(ip);
    if (wait > 0) throw tooManyRequests(MESSAGES.tooManyRequests, wait);
    const now = this.deps.now();
    const code = await this.deps.codes.latestFor(email);
    const live = code && !code.consumedAt && !code.verifiedAt && code.expiresAt > now && code.attempts < LIMITS.otpMaxAttempts;
    if (!code || !live) {
      this.verifyPerIp.hit(ip);
      throw badRequest(MESSAGES.invalidOrExpiredOtp);
    }
    if (!recoveryCodeMatches(this.deps.secret, email, normalizeOtp(otp), code.codeHash)) {
      this.verifyPerIp.hit(ip);
      await this.deps.codes.recordWrongAttempt(code.id, LIMITS.otpMaxAttempts, now);
      throw badRequest(MESSAGES.invalidOrExpiredOtp);
    }
    if (!(await this.deps.codes.markVerified(code.id, now))) throw badRequest(MESSAGES.invalidOrExpiredOtp);
    return { message: MESSAGES.codeVerified, userId: code.userId };
  }

  async resetPassword(rawEmail: string, newPassword: string): Promise<{ message: string }> {
    const email = rawEmail.trim().toLowerCase();
    // §5 on the server too: length is checked by the schema, strength here.
    if (passwordStrength(newPassword) < LIMITS.passwordMinStrength) throw badRequest(MESSAGES.weakPassword);
    const passwordHash = await hashPassword(newPassword);
    const now = this.deps.now();
    const reset = await this.deps.db.transaction(async (tx) => {
      const code = await this.deps.codes.consumeVerified(email, now, tx);
      if (!code) return false;
      // A reset revokes every older session token (DESIGN §6).
      return (await this.deps.users.setPassword(code.userId, passwordHash, tx)) !== undefined;
    });
    if (!reset) throw badRequest(MESSAGES.verifyFirst);
    return { message: MESSAGES.passwordReset };
  }
}
