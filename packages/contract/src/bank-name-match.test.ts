import { describe, expect, it } from 'vitest';
import { accountNameMatches, typedNameConfirms } from './bank-name-match';

describe("the bank's account name against the shop and its owners", () => {
  it.each([
    ['MAMA PUT KITCHEN VENTURES', 'Hall Laundry Express', [], false],
    ['MAMA PUT KITCHEN VENTURES', 'Mama Put Kitchen', [], true],
    ['CAMPUS BOOKSHOP LIMITED', 'Campus Bookshop', [], true],
    ['QUICK PRINTS ENTERPRISES', 'Quick-Prints', [], true],
    ['SUYA SPOT NIG. LTD', 'Suya Spot', [], true],
    ['OKAFOR ADAEZE CHIOMA', 'Hall Laundry Express', ['Adaeze Okafor'], true],
    ['ADAEZE NWOSU', 'Hall Laundry Express', ['Adaeze Okafor'], false],
    ['CAMPUS EXPRESS VENTURES', 'Hall Laundry Express', [], false],
    ['JUMIA STORES', 'Jumia', [], true],
    ['LIMITED', 'Limited Ventures', [], false],
  ])('%s for %s (owners %j): %s', (account, shop, owners, expected) => {
    expect(accountNameMatches(account, shop, owners)).toBe(expected);
  });

  it('a typed confirmation must be the bank name itself, capitals and spaces aside', () => {
    expect(typedNameConfirms('  mama put  kitchen ventures ', 'MAMA PUT KITCHEN VENTURES')).toBe(true);
    expect(typedNameConfirms('MAMA PUT', 'MAMA PUT KITCHEN VENTURES')).toBe(false);
    expect(typedNameConfirms('', '')).toBe(false);
  });
});
