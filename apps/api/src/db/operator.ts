import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { users } from './schema';

/** What `npm run operator` did, or why it could not. */
export type OperatorGrant = { ok: true; fullName: string; operator: boolean } | { ok: false; error: string };

/**
 * Grants or revokes the market operator's role (issue 21). Only this command does it: no API call
 * can make an account the operator. The phone is matched on its last ten digits (080…, +234…).
 */
export async function setOperator(db: Database, phone: string, operator: boolean): Promise<OperatorGrant> {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 10) return { ok: false, error: `"${phone}" is not a phone number: use the account's, e.g. 08012345678` };
  const [found] = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(sql`right(regexp_replace(${users.phone}, '\\D', '', 'g'), 10) = ${digits.slice(-10)}`);
  if (!found) return { ok: false, error: `No account has the phone number ${phone}. Sign up first, then run this again.` };
  // A revoked operator's open sessions end too: their tokens carried the power.
  await db
    .update(users)
    .set(operator ? { isOperator: true } : { isOperator: false, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, found.id));
  return { ok: true, fullName: found.fullName, operator };
}
