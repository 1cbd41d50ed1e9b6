/**
 * Does the bank's name for an account belong to the shop or to one of its owners (issue 39 item 4)?
 * Words that say what kind of business it is (LIMITED, VENTURES, ENTERPRISES, …) and punctuation are
 * left out; the names match when they share at least two words, or every word of the shorter one
 * (a one-word shop name). "MAMA PUT KITCHEN VENTURES" is not "Hall Laundry Express"; "CAMPUS BOOKSHOP
 * LIMITED" is "Campus Bookshop"; "OKAFOR ADAEZE CHIOMA" is the owner "Adaeze Okafor".
 */
const BUSINESS_WORDS = new Set([
  'AND',
  'THE',
  'OF',
  'CO',
  'COMPANY',
  'LTD',
  'LIMITED',
  'PLC',
  'NIG',
  'NIGERIA',
  'VENTURE',
  'VENTURES',
  'ENTERPRISE',
  'ENTERPRISES',
  'ENT',
  'GLOBAL',
  'INTL',
  'INTERNATIONAL',
  'SERVICES',
  'SERVICE',
  'STORE',
  'STORES',
  'BUSINESS',
  'CONCEPT',
  'CONCEPTS',
]);

/** The name's words in capitals, punctuation and business words left out. */
export function nameWords(name: string): Set<string> {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((word) => word.length > 0 && !BUSINESS_WORDS.has(word));
  return new Set(words);
}

function sameName(accountName: string, candidate: string): boolean {
  const account = nameWords(accountName);
  const other = nameWords(candidate);
  if (account.size === 0 || other.size === 0) return false;
  let shared = 0;
  for (const word of other) if (account.has(word)) shared++;
  return shared >= Math.min(2, account.size, other.size);
}

/** True when the bank's account name is the shop's name or one of `ownerNames`. */
export function accountNameMatches(accountName: string, shopName: string, ownerNames: readonly string[] = []): boolean {
  return [shopName, ...ownerNames].some((candidate) => sameName(accountName, candidate));
}

/** Spaces and capitals aside, the operator typed exactly the name asked for: the bank's, or a shop's to suspend it. */
export function typedNameConfirms(typed: string, accountName: string): boolean {
  const plain = (text: string) => text.trim().replace(/\s+/g, ' ').toUpperCase();
  return plain(typed).length > 0 && plain(typed) === plain(accountName);
}
