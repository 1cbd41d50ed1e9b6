import {
  MESSAGES,
  suspendedAccountMessage,
  isValidPhone,
  loadPasswordScorer,
  normalizePhone,
  passwordProblem,
  type SignUpBody,
  type UserProfile,
} from '@campus/contract';
import { isUniqueViolation } from '../../db/unique-violation';
import { ConflictError, ForbiddenError, InvalidError, UnauthenticatedError } from '../../errors/domain-errors';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Limit } from '../auth/rate-limits';
import type { TokenService } from '../auth/token.service';
import type { UserRow, UsersRepository } from './users.repository';

/** A well-formed argon2id hash of a random password: checked against when the phone is unknown, so both cases take as long. */
let dummyHash: Promise<string> | undefined;
const dummyPasswordHash = () => (dummyHash ??= hashPassword(`no-such-user-${Date.now()}`));

export function toProfile(user: UserRow): UserProfile {
  return { fullName: user.fullName, phone_number: user.phone, hall: user.hall, email: user.email };
}

/** Refuses a password the one rule refuses (password-rule.ts), naming the field. */
export async function assertPasswordRule(password: string, field: string): Promise<void> {
  const problem = passwordProblem(password, await loadPasswordScorer());
  if (problem) throw new InvalidError(problem, field);
}

/** The limits accounts are guarded by (rate-limits.ts, decision 026). */
export interface UsersLimits {
  signInPerPair: Limit;
  signInPerIp: Limit;
  signInPerPhone: Limit;
  signUpPerIp: Limit;
  /** Email-change codes one account may ask for (each mails the new address). */
  emailChangePerUser: Limit;
}

/** Accounts (§4 sign-up, sign-in; §2 settings): phone + password, argon2id, limits counted before any hashing. */
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: TokenService,
    private readonly limits: UsersLimits,
  ) {}

  /** One answer for a taken phone or email; limited per address before anything is looked up or hashed. */
  async signUp(body: SignUpBody, ip: string): Promise<{ message: string }> {
    await this.limits.signUpPerIp.consume(ip);
    const phone = normalizePhone(body.phone_number);
    if (!isValidPhone(phone)) throw new InvalidError(MESSAGES.invalidPhone, 'phone_number');
    await assertPasswordRule(body.password, 'password');
    const email = body.email.trim().toLowerCase();
    if ((await this.users.findByPhone(phone)) || (await this.users.findByEmail(email))) throw new ConflictError(MESSAGES.accountTaken);
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
      if (isUniqueViolation(error)) throw new ConflictError(MESSAGES.accountTaken);
      throw error;
    }
    return { message: MESSAGES.signUpSuccess };
  }

  /**
   * Each attempt is counted before the password is checked (OWASP: per phone+address pair, per
   * address, and a far higher ceiling per phone), so parallel guesses cannot outrun the limit and a
   * stranger's failures elsewhere do not lock the owner out. Success clears the pair and gives back
   * the address's and the phone's attempt.
   */
  async signIn(rawPhone: string, password: string, ip: string): Promise<{ token: string; userProfile: UserProfile }> {
    const phone = normalizePhone(rawPhone);
    const pair = `${phone}|${ip}`;
    await this.limits.signInPerPair.consume(pair);
    await this.limits.signInPerIp.consume(ip);
    await this.limits.signInPerPhone.consume(phone);
    const user = await this.users.findByPhone(phone);
    const matches = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyPassword(await dummyPasswordHash(), password).then(() => false);
    if (!user || !matches) throw new UnauthenticatedError(MESSAGES.wrongCredentials);
    // Told only to whoever knows the password: a stranger learns nothing of the suspension (issue 39 item 6).
    if (user.suspendedAt) throw new ForbiddenError(suspendedAccountMessage(user.suspensionReason ?? 'no reason was given'));
    await Promise.all([
      this.limits.signInPerPair.clear(pair),
      this.limits.signInPerIp.refund(ip),
      this.limits.signInPerPhone.refund(phone),
    ]);
    return { token: await this.tokens.sign(user), userProfile: toProfile(user) };
  }

  async updatePhone(user: UserRow, rawPhone: string): Promise<{ message: string }> {
    const phone = normalizePhone(rawPhone);
    if (!isValidPhone(phone)) throw new InvalidError(MESSAGES.invalidPhone, 'phone_number');
    if (phone === user.phone) return { message: MESSAGES.phoneUpdated };
    if (await this.users.findByPhone(phone)) throw new ConflictError(MESSAGES.phoneTaken);
    try {
      await this.users.update(user.id, { phone });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(MESSAGES.phoneTaken);
      throw error;
    }
    return { message: MESSAGES.phoneUpdated };
  }

  /**
   * Checks the old password (counted like a sign-in from this address, before argon2); the new one
   * follows the one rule and revokes older tokens, and this session gets a fresh one.
   */
  async changePassword(user: UserRow, oldPassword: string, newPassword: string, ip: string): Promise<{ message: string; token: string }> {
    await assertPasswordRule(newPassword, 'newPassword');
    const pair = `${user.phone}|${ip}`;
    await this.limits.signInPerPair.consume(pair);
    if (!(await verifyPassword(user.passwordHash, oldPassword))) throw new InvalidError(MESSAGES.wrongOldPassword, 'oldPassword');
    await this.limits.signInPerPair.clear(pair);
    const updated = await this.users.setPassword(user.id, await hashPassword(newPassword));
    if (!updated) throw new UnauthenticatedError(MESSAGES.sessionExpired);
    return { message: MESSAGES.passwordChanged, token: await this.tokens.sign(updated) };
  }

  /** Server-side logout: raises the token version, so this token (and every older one) gets 401 from now on. */
  async logout(user: UserRow): Promise<{ message: string }> {
    await this.users.revokeTokens(user.id, user.tokenVersion);
    return { message: MESSAGES.signedOut };
  }
}
