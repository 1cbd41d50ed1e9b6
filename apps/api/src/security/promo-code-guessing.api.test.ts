import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_MESSAGES, type PromoCode } from '@campus/contract';
import { fillCart, pickProductsFromShops } from '../test/checkout-fixtures';
import { createOperator } from '../test/personas';
import { createTestApp, createTestUser, testDatabaseKind, type TestApp } from '../test/test-app';

/**
 * Guessing the market's promo codes (a quote or Pay Now answers whether a code exists): each account may try 3 codes
 * that do not exist in this test's window (20 in 15 minutes by default, rate-limits.ts); past them, every lookup is
 * refused, a real code's too. On PGlite and PostgreSQL.
 */
let t: TestApp;
let code: PromoCode;
let productId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, config: { authLimits: { promoGuessesPerUser: { max: 3, windowSeconds: 900 } } } });
  const [shop] = await pickProductsFromShops(t.database.db, 1);
  productId = shop!.productId;
  const operator = await createOperator(t.app);
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/promo-codes',
    headers: operator.auth,
    payload: { code: 'REAL-CODE', kind: 'fixed', value: 10_000 },
  });
  expect(made.statusCode, made.body).toBe(200);
  code = made.json() as PromoCode;
});
afterAll(() => t?.close());

async function shopper() {
  const signedIn = await createTestUser(t.app);
  await fillCart(t.database.db, signedIn.user.id, [{ productId, qty: 1 }]);
  return signedIn;
}
const quote = (auth: Record<string, string>, tried: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/promo/quote', headers: auth, payload: { code: tried } });

describe(`promo code guessing (${testDatabaseKind})`, () => {
  it('a shopper past their unknown codes is refused every lookup, a real code too, while another shopper quotes it', async () => {
    const guesser = await shopper();
    // A real code found does not count: the shopper who knows it quotes it as often as they like.
    for (let i = 0; i < 5; i++) expect((await quote(guesser.auth, code.code)).statusCode).toBe(200);
    for (const guess of ['GUESS-1', 'GUESS-2', 'GUESS-3']) {
      const answer = await quote(guesser.auth, guess);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toBe(PROMO_MESSAGES.unknown);
    }
    const refused = await quote(guesser.auth, code.code);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(PROMO_MESSAGES.tooManyGuesses);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Pay Now looks the code up too: refused before any payment starts.
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/initialize',
      headers: guesser.auth,
      payload: { promoCode: code.code },
    });
    expect(pay.statusCode).toBe(429);

    const other = await shopper();
    expect((await quote(other.auth, code.code)).statusCode).toBe(200);
  });

  it('parallel guesses get no more than the limit through to the lookup', async () => {
    const guesser = await shopper();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => quote(guesser.auth, `PARALLEL-${i}`)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(27);
  });
});
