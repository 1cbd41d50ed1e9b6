/**
 * Why the password rule finds a password guessable, in words for the shopper (issue 37: a refused
 * password must say why). zxcvbn-ts answers with keys; these are its English texts (after
 * @zxcvbn-ts/language-en, MIT), kept here so no second dictionary package is loaded for a few lines.
 */
const WARNINGS: Readonly<Record<string, string>> = {
  straightRow: 'Straight rows of keys on a keyboard are easy to guess.',
  keyPattern: 'Short keyboard patterns are easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated patterns like "abcabcabc" are easy to guess.',
  sequences: 'Sequences like "abc" or "123" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'This is one of the most used passwords.',
  topHundred: 'This is a very often used password.',
  common: 'This is a commonly used password.',
  similarToCommon: 'This is too close to a commonly used password.',
  wordByItself: 'A single word is easy to guess.',
  namesByThemselves: 'Names on their own are easy to guess.',
  commonNames: 'Common names and surnames are easy to guess.',
  userInputs: 'Avoid your own details in a password.',
};

const SUGGESTIONS: Readonly<Record<string, string>> = {
  l33t: 'Swapping letters for look-alikes such as "@" for "a" does not help.',
  reverseWords: 'A common word spelt backwards does not help.',
  allUppercase: 'Capitalise some letters, not all.',
  capitalization: 'A capital first letter does not help much.',
  dates: 'Avoid dates and years that are linked to you.',
  recentYears: 'Avoid recent years.',
  associatedYears: 'Avoid years that are linked to you.',
  sequences: 'Avoid sequences like "abc" or "123".',
  repeated: 'Avoid repeated words and characters.',
  longerKeyboardPattern: 'Avoid keyboard patterns.',
  anotherWord: 'Add another word or two: uncommon words are better.',
  useWords: 'Use a few words, but not a common phrase.',
};

/** What zxcvbn found, as it reports it. */
export interface GuessabilityFeedback {
  warning: string | null;
  suggestions: readonly string[];
}

/** One line saying why a refused password is too easy to guess, and what would help. */
export function guessableReason(feedback: GuessabilityFeedback): string {
  const warning = (feedback.warning && WARNINGS[feedback.warning]) || 'It is too easy to guess.';
  const helps = feedback.suggestions.map((key) => SUGGESTIONS[key]).find((text) => text !== undefined);
  return helps ? `${warning} ${helps}` : warning;
}
