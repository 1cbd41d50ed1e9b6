import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ShopRole } from '@campus/contract';
import { shops, users } from '../db/schema';
import type { ShopRow } from '../modules/access/access.repository';
import { containerOf, createTestUser } from './test-app';

type SignedIn = Awaited<ReturnType<typeof createTestUser>>;

/**
 * The people of the authorization matrices (issues 20, 21): a shopper, staff and owner of shop A,
 * the owner of shop B, and the operator. `headers` is what each sends; signed out sends nothing.
 */
export interface Personas {
  shopA: ShopRow;
  shopB: ShopRow;
  shopper: SignedIn;
  staffA: SignedIn;
  ownerA: SignedIn;
  ownerB: SignedIn;
  operator: SignedIn;
}

export type PersonaName = 'signedOut' | 'shopper' | 'staffA' | 'ownerA' | 'ownerB' | 'operator';
export const PERSONA_NAMES: readonly PersonaName[] = ['signedOut', 'shopper', 'staffA', 'ownerA', 'ownerB', 'operator'];

/** The headers a persona sends (none when signed out). */
export function headersOf(personas: Personas, name: PersonaName): Record<string, string> {
  return name === 'signedOut' ? {} : personas[name].auth;
}

/** A new account with a role on the shop. */
export async function createShopMember(app: FastifyInstance, shopId: string, role: ShopRole): Promise<SignedIn> {
  const member = await createTestUser(app, { fullName: `Test ${role}` });
  await containerOf(app).access.grant(shopId, member.user.id, role);
  return member;
}

/** A new account that is the market's operator (as `npm run operator` makes one). */
export async function createOperator(app: FastifyInstance): Promise<SignedIn> {
  const operator = await createTestUser(app, { fullName: 'Test Operator' });
  await containerOf(app).db.update(users).set({ isOperator: true }).where(eq(users.id, operator.user.id));
  return { ...operator, user: { ...operator.user, isOperator: true } };
}

/** The matrix's people on the first two shops of a seeded catalog. */
export async function createPersonas(app: FastifyInstance): Promise<Personas> {
  const [shopA, shopB] = await containerOf(app).db.select().from(shops).orderBy(asc(shops.position), asc(shops.slug)).limit(2);
  if (!shopA || !shopB) throw new Error('createPersonas needs a seeded catalog (createTestApp({ seed: true }))');
  return {
    shopA,
    shopB,
    shopper: await createTestUser(app),
    staffA: await createShopMember(app, shopA.id, 'staff'),
    ownerA: await createShopMember(app, shopA.id, 'owner'),
    ownerB: await createShopMember(app, shopB.id, 'owner'),
    operator: await createOperator(app),
  };
}
