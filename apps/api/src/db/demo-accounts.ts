import { randomBytes } from 'node:crypto';
import { eq, inArray, like, or, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../modules/auth/password';
import type { Database } from './client';
import { users } from './schema';
import { DEMO_OWNER, DEMO_SHOPPER } from './seed-data';

/** The command that locks them, named in the production start's refusal (decision 078). */
export const LOCK_DEMO_COMMAND = 'npm run seed -- --lock-demo';

/** The password the README publishes for an account of this phone, if it is a demo account's phone. */
function publishedPassword(phone: string): string | undefined {
  if (phone === DEMO_SHOPPER.phone) return DEMO_SHOPPER.password;
  if (phone.startsWith(DEMO_OWNER.phonePrefix) && phone.length === DEMO_OWNER.phonePrefix.length + 4) return DEMO_OWNER.password;
  return undefined;
}

/**
 * The phones of the accounts that still sign in with a password the README publishes (the demo shopper's,
 * the demo shop owners'). Each distinct stored hash is checked once: the seed gives every owner the same one.
 */
export async function accountsWithDemoPasswords(db: Database): Promise<string[]> {
  const candidates = await db
    .select({ phone: users.phone, passwordHash: users.passwordHash })
    .from(users)
    .where(or(eq(users.phone, DEMO_SHOPPER.phone), like(users.phone, `${DEMO_OWNER.phonePrefix}____`)));
  const verdicts = new Map<string, Promise<boolean>>();
  const published = await Promise.all(
    candidates.map(async ({ phone, passwordHash }) => {
      const password = publishedPassword(phone);
      if (!password) return false;
      const key = `${passwordHash}\n${password}`;
      if (!verdicts.has(key)) verdicts.set(key, verifyPassword(passwordHash, password));
      return verdicts.get(key);
    }),
  );
  return candidates.filter((_, index) => published[index]).map(({ phone }) => phone);
}

/**
 * Gives every account still on a published demo password a random one nobody knows, and signs it out everywhere.
 * Its owner (a real person who took over a demo shop) sets a new password through "Forgot password".
 */
export async function lockDemoAccounts(db: Database): Promise<string[]> {
  const phones = await accountsWithDemoPasswords(db);
  if (phones.length === 0) return [];
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(inArray(users.phone, phones));
  return phones;
}

/** A few phones and how many more: the lines about demo accounts stay one line with 56 owners. */
export function listPhones(phones: string[]): string {
  return phones.slice(0, 3).join(', ') + (phones.length > 3 ? ` and ${phones.length - 3} more` : '');
}

/** The one line a production start prints when it refuses to run with published demo logins. */
export function demoPasswordRefusal(phones: string[]): string {
  const shown = listPhones(phones);
  return (
    `Refusing to start in production: ${phones.length === 1 ? 'account' : 'accounts'} ${shown} still ` +
    `${phones.length === 1 ? 'has' : 'have'} the README's published demo password. ` +
    `Run \`${LOCK_DEMO_COMMAND}\` to give ${phones.length === 1 ? 'it' : 'them'} an unknown password ` +
    '(owners then use "Forgot password"), or set SEED=demo for a demo market that keeps the demo logins.'
  );
}
