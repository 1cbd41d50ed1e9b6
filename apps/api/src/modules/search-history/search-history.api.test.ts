import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, searchHistoryResponseSchema } from '@campus/contract';
import { createTestApp, createTestUser, type TestApp } from '../../test/test-app';
import { SEARCH_NOT_IN_HISTORY } from './search-history.service';

let t: TestApp;
let clock = new Date('2026-03-01T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

/** Each search happens one second after the previous one. */
function tick() {
  clock = new Date(clock.getTime() + 1000);
}

const url = '/api/v1/user/search-history';
const list = async (auth: Record<string, string>) =>
  searchHistoryResponseSchema.parse((await t.app.inject({ method: 'GET', url, headers: auth })).json()).recentSearches.map((s) => s.query);
const record = (auth: Record<string, string>, query: unknown) => {
  tick();
  return t.app.inject({ method: 'POST', url, headers: auth, payload: { query } });
};
const remove = (auth: Record<string, string>, query: string) =>
  t.app.inject({ method: 'DELETE', url: `${url}/${encodeURIComponent(query)}`, headers: auth });

describe('user/search-history', () => {
  it('refuses callers without a valid token', async () => {
    for (const res of [
      await t.app.inject({ method: 'GET', url }),
      await t.app.inject({ method: 'POST', url, payload: { query: 'rice' } }),
      await t.app.inject({ method: 'DELETE', url: `${url}/rice` }),
      await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer not-a-token' } }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toHaveProperty('error');
    }
  });

  it('starts empty, lists newest first and moves a repeated search to the top', async () => {
    const { auth } = await createTestUser(t.app);
    expect(await list(auth)).toEqual([]);
    for (const query of ['jollof', 'textbook', 'shoes']) expect((await record(auth, query)).statusCode).toBe(200);
    expect(await list(auth)).toEqual(['shoes', 'textbook', 'jollof']);
    const again = await record(auth, '  Jollof  ');
    expect(searchHistoryResponseSchema.parse(again.json()).recentSearches.map((s) => s.query)).toEqual(['Jollof', 'shoes', 'textbook']);
  });

  it('keeps each shopper’s history apart', async () => {
    const a = await createTestUser(t.app);
    const b = await createTestUser(t.app);
    await record(a.auth, 'only mine');
    expect(await list(b.auth)).toEqual([]);
    expect(await list(a.auth)).toEqual(['only mine']);
  });

  it(`keeps only the newest ${LIMITS.searchHistoryMax} searches`, async () => {
    const { auth } = await createTestUser(t.app);
    const total = LIMITS.searchHistoryMax + 5;
    let answered: string[] = [];
    for (let i = 1; i <= total; i++)
      answered = searchHistoryResponseSchema.parse((await record(auth, `query ${i}`)).json()).recentSearches.map((s) => s.query);
    const queries = await list(auth);
    // The write answers the history as it now is, the same list a read gives.
    expect(answered).toEqual(queries);
    expect(queries).toHaveLength(LIMITS.searchHistoryMax);
    expect(queries[0]).toBe(`query ${total}`);
    expect(queries.at(-1)).toBe(`query ${total - LIMITS.searchHistoryMax + 1}`);
  });

  it('stores unicode and SQL metacharacters as they were typed', async () => {
    const { auth } = await createTestUser(t.app);
    const texts = ["O'Brien", '100%', 'a_b', 'back\\slash', 'Ẹ̀fọ́ riro 🍲', "'; drop table users; --"];
    for (const text of texts) expect((await record(auth, text)).statusCode).toBe(200);
    expect(await list(auth)).toEqual([...texts].reverse());
    for (const text of texts) expect((await remove(auth, text)).statusCode).toBe(200);
    expect(await list(auth)).toEqual([]);
  });

  it('refuses blank, missing and overlong search text', async () => {
    const { auth } = await createTestUser(t.app);
    const blank = await record(auth, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: 'Search text is required', code: 'invalid_input', field: 'query' });
    const missing = await t.app.inject({ method: 'POST', url, headers: auth, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'query: Required', code: 'invalid_input', field: 'query' });
    const long = await record(auth, 'x'.repeat(LIMITS.searchQueryMaxLength + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      error: `Search text must be at most ${LIMITS.searchQueryMaxLength} characters`,
      code: 'invalid_input',
      field: 'query',
    });
    const wrongType = await record(auth, 42);
    expect(wrongType.statusCode).toBe(400);
    expect(await list(auth)).toEqual([]);
  });

  it('deletes one entry (any letter case) and answers 404 for an entry that is not there', async () => {
    const { auth } = await createTestUser(t.app);
    await record(auth, 'rice');
    await record(auth, 'beans');
    const res = await remove(auth, 'RICE');
    expect(res.statusCode).toBe(200);
    expect(searchHistoryResponseSchema.parse(res.json()).recentSearches.map((s) => s.query)).toEqual(['beans']);
    const again = await remove(auth, 'rice');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: SEARCH_NOT_IN_HISTORY, code: 'not_found' });
    expect(await list(auth)).toEqual(['beans']);
  });

  it("cannot delete another shopper's entry", async () => {
    const a = await createTestUser(t.app);
    const b = await createTestUser(t.app);
    await record(a.auth, 'secret');
    expect((await remove(b.auth, 'secret')).statusCode).toBe(404);
    expect(await list(a.auth)).toEqual(['secret']);
  });
});
