import { MESSAGES, isValidPhone, normalizePhone, type SignUpBody, type UserProfile } from '@campus/contract';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../../http/http-error';
import { AttemptLimiter, type AuthLimits } from '../auth/attempt-limiter';
import { hashPassword, verifyPassword } from '../auth/password';
import type { TokenService } from '../auth/token.service';
import type { UserRow, UsersRepository } from './users.repository';

/** A well-formed argon2id hash of a random password: checked against when the phone is unknown, so both cases take as long. */
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = () => (dummyHash ??= hashPassword(`no-such-user-${Date.now()}`));

/** PostgreSQL's unique_violation, from either driver (a race past the checks below). */
function isUniqueViolation(error: unknown): error is { constraint?: string } {
  const candidate = error as { code?: string; cause?: { code?: string } } | null;
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
}

function constraintOf(error: unknown): string {
  const candidate = error as { constraint?: string; cause?: { constraint?: string } } | null;
  return candidate?.constraint ?? candidate?.cause?.constraint ?? '';
}

export function toProfile(user: UserRow): UserProfile {
  return { fullName: user.fullName, phone_number: user.phone, hall: user.hall, email: user.email };
}

/** Accounts (§4 sign-up, sign-in; §2 settings): phone + password, argon2id, rate-limited sign-in. */
export class UsersService {
  private readonly failuresPerPhone: AttemptLimiter;
  private readonly failuresPerIp: AttemptLimiter;

  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: TokenService,
    now: () => Date,
    limits: AuthLimits,
  ) {
    this.failuresPerPhone = new AttemptLimiter(limits.signInPerPhone, now);
    this.failuresPerIp = new AttemptLimiter(limits.signInPerIp, now);
  }

  async signUp(body: SignUpBody): Promise<{ message: string }> {
    const phone = normalizePhone(body.phone_number);
    if (!isValidPhone(phone)) throw badRequest(MESSAGES.invalidPhone);
    const email = body.email.trim().toLowerCase();
    if (await this.users.findByPhone(phone)) throw conflict(MESSAGES.phoneTaken);
    if (await this.users.findByEmail(email)) throw conflict(MESSAGES.emailTaken);
    try {
      await this.users.insert({
        fullName: body.fullName.trim(),
        phone,
        email,
        hall: body.hall,
        level: body.level ?? '',
        address: body.address ?? '',
        course: body.course ?? '',
        passwordHash: await hashPassword(body.password),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(constraintOf(error).includes('email') ? MESSAGES.emailTaken : MESSAGES.phoneTaken);
      throw error;
    }
    return { message: MESSAGES.signUpSuccess };
  }

  /** Failed attempts count per phone and per IP; past the limit → 429 with Retry-After until the window ends. */
  async signIn(rawPhone: string, password: string, ip: string): Promise<{ token: string; userProfile: UserProfile }> {
    const phone = normalizePhone(rawPhone);
    const phoneKey = `phone:${phone}`;
    const wait = Math.max(this.failuresPerPhone.retryAfter(phoneKey), this.failuresPerIp.retryAfter(ip));
    if (wait > 0) throw tooManyRequests(MESSAGES.tooManyRequests, wait);
    const user = await this.users.findByPhone(phone);
    const matches = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyPassword(await dummyPasswordHash(), password).then(() => false);
    if (!user || !matches) {
      this.failuresPerPhone.hit(phoneKey);
      this.failuresPerIp.hit(ip);
      throw unauthorized(MESSAGES.wrongCredentials);
    }
    this.failuresPerPhone.reset(phoneKey);
    return { token: await this.tokens.sign(user), userProfile: toProfile(user) };
  }

  async updatePhone(user: UserRow, rawPhone: string): Promise<{ message: string }> {
    const phone = normalizePhone(rawPhone);
    if (!isValidPhone(phone)) throw badRequest(MESSAGES.invalidPhone);
    if (phone === user.phone) return { message: MESSAGES.phoneUpdated };
    if (await this.users.findByPhone(phone)) throw conflict(MESSAGES.phoneTaken);
    try {
      await this.users.update(user.id, { phone });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(MESSAGES.phoneTaken);
      throw error;
    }
    return { message: MESSAGES.phoneUpdated };
  }

  /** Checks the old password; the new one revokes older tokens, and this session gets a fresh one. */
  async changePassword(user: UserRow, oldPassword: string, newPassword: string): Promise<{ message: string; token: string }> {
    if (!(await verifyPassword(user.passwordHash, oldPassword))) throw badRequest(MESSAGES.wrongOldPassword);
    const updated = await this.users.setPassword(user.id, await hashPassword(newPassword));
    if (!updated) throw unauthorized(MESSAGES.sessionExpired);
    return { message: MESSAGES.passwordChanged, token: await this.tokens.sign(updated) };
  }

  /** The token carries the email (§3), so a fresh one comes back. */
  async changeEmail(user: UserRow, rawEmail: string): Promise<{ message: string; token: string }> {
    const email = rawEmail.trim().toLowerCase();
    const owner = await this.users.findByEmail(email);
    if (owner && owner.id !== user.id) throw conflict(MESSAGES.emailTaken);
    let updated: UserRow | undefined;
    try {
      updated = await this.users.update(user.id, { email });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(MESSAGES.emailTaken);
      throw error;
    }
    if (!updated) throw unauthorized(MESSAGES.sessionExpired);
    return { message: MESSAGES.emailChanged, token: await this.tokens.sign(updated) };
  }
}
