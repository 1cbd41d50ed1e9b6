import { MESSAGES } from './messages';
import { guessableReason, type GuessabilityFeedback } from './password-feedback';
import { STRENGTH_LABELS, type StrengthLabel } from './validators';

/**
 * The one password rule (issue 18), for sign-up, change and reset, on the server and in the browser:
 * at least 8 characters, and not guessable from a list of common passwords, words and keyboard
 * patterns (zxcvbn-ts with its common-language dictionary). `PASSWORD_HINT` says it in words.
 */
export const PASSWORD_RULE = {
  minLength: 8,
  /** zxcvbn's 0–4 score below which a password is refused: 0–1 are found within about a million guesses. */
  minScore: 2,
  maxLength: 200,
} as const;

/** How guessable a password is: zxcvbn's score, 0 (a common password) to 4 (very unlikely to be guessed). */
export type PasswordScorer = (password: string) => number;

/** Why a password is refused, in words for the shopper; undefined when the rule accepts it. */
export type PasswordExplainer = (password: string) => string | undefined;

type Check = (password: string) => { score: number; feedback: GuessabilityFeedback };

let checker: Promise<Check> | undefined;

/** A package the server's bundle loads through CommonJS comes wrapped in `default`; the browser's is a plain ES module. */
function unwrap<T extends object>(module: T): T {
  const wrapped = (module as { default?: unknown }).default;
  return wrapped && typeof wrapped === 'object' ? (wrapped as T) : module;
}

/**
 * Loads zxcvbn once. Its dictionary is large (about 0.5 MB), so it is imported on demand: the
 * browser fetches it only on the pages that set a password, and the server at start.
 */
function loadChecker(): Promise<Check> {
  checker ??= Promise.all([import('@zxcvbn-ts/core').then(unwrap), import('@zxcvbn-ts/language-common').then(unwrap)]).then(
    ([core, common]) => {
      const zxcvbn = new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
      // Only the first 100 characters are scored: zxcvbn's work grows fast with length, and a longer password is long enough.
      return (password: string) => zxcvbn.check(password.slice(0, 100));
    },
  );
  return checker;
}

/** The rule's scorer (zxcvbn's 0–4 score), loaded once. */
export function loadPasswordScorer(): Promise<PasswordScorer> {
  return loadChecker().then((check) => (password: string) => check(password).score);
}

/**
 * The rule's explainer, from the same scorer: for a password the rule refuses, its message (too short,
 * too long) or, when it is only too easy to guess, what zxcvbn found ("This is too close to a commonly
 * used password. …"), so the meter shows why (issue 37).
 */
export function loadPasswordExplainer(): Promise<PasswordExplainer> {
  return loadChecker().then((check) => (password: string) => {
    const result = check(password);
    const problem = passwordProblem(password, () => result.score);
    if (problem !== MESSAGES.weakPassword) return problem;
    return guessableReason(result.feedback);
  });
}

/** The message that refuses `password`, or undefined when it passes the rule. */
export function passwordProblem(password: string, score: PasswordScorer): string | undefined {
  if (password.length < PASSWORD_RULE.minLength) return MESSAGES.resetPasswordTooShort;
  if (password.length > PASSWORD_RULE.maxLength) return MESSAGES.passwordTooLong;
  if (score(password) < PASSWORD_RULE.minScore) return MESSAGES.weakPassword;
  return undefined;
}

/** The meter's label for a zxcvbn score: 0 Very Weak … 4 Very Strong. */
export function strengthLabel(score: number): StrengthLabel {
  return STRENGTH_LABELS[Math.min(Math.max(Math.round(score), 0), STRENGTH_LABELS.length - 1)] ?? 'Very Weak';
}

/** The meter's colour: red when the rule refuses the score, yellow when it just passes, green above. */
export function strengthColor(score: number): 'red' | 'yellow' | 'green' {
  if (score < PASSWORD_RULE.minScore) return 'red';
  return score === PASSWORD_RULE.minScore ? 'yellow' : 'green';
}
