import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  PASSWORD_RULE,
  loadPasswordExplainer,
  loadPasswordScorer,
  passwordProblem,
  strengthColor,
  strengthLabel,
  type PasswordExplainer,
  type PasswordScorer,
} from './password-rule';
import { STRENGTH_HINT } from './validators';

let score: PasswordScorer;
let explain: PasswordExplainer;
beforeAll(async () => {
  score = await loadPasswordScorer();
  explain = await loadPasswordExplainer();
});

describe('the password rule (one for sign-up, change and reset)', () => {
  it.each(['x', 'Ab1!', 'Abc12!x'])('refuses %j: shorter than 8 characters', (password) => {
    expect(passwordProblem(password, score)).toBe(MESSAGES.resetPasswordTooShort);
  });

  it.each(['password', 'password1', 'Password1', 'qwertyuiop', '12345678', 'abcdefgh', 'iloveyou'])(
    'refuses %j: a common password or pattern',
    (password) => {
      expect(passwordProblem(password, score)).toBe(MESSAGES.weakPassword);
    },
  );

  it.each(['Fresh#Pass9', 'correct horse battery', 'Tolu-reads-at-Hall-3'])('accepts %j', (password) => {
    expect(passwordProblem(password, score)).toBeUndefined();
  });

  it('refuses a password over 200 characters', () => {
    expect(passwordProblem('a'.repeat(PASSWORD_RULE.maxLength + 1), score)).toBe(MESSAGES.passwordTooLong);
  });
});

describe('the strength meter reads the same scorer', () => {
  it('does not call "Ab1!" Strong', () => {
    expect(strengthLabel(score('Ab1!'))).not.toMatch(/Strong/);
    expect(strengthColor(score('Ab1!'))).toBe('red');
  });

  it.each([
    [0, 'Very Weak', 'red'],
    [1, 'Weak', 'red'],
    [2, 'Medium', 'yellow'],
    [3, 'Strong', 'green'],
    [4, 'Very Strong', 'green'],
  ] as const)('score %d reads %s on a %s bar', (value, label, colour) => {
    expect(strengthLabel(value)).toBe(label);
    expect(strengthColor(value)).toBe(colour);
  });
});

describe('a refused password says why (issue 37)', () => {
  it('"Abcdef1!" and "Password1!" follow the old hint\'s character classes, are refused by the rule, and say why', () => {
    for (const password of ['Abcdef1!', 'Password1!']) expect(passwordProblem(password, score)).toBe(MESSAGES.weakPassword);
    expect(explain('Password1!')).toBe(
      'This is too close to a commonly used password. Add another word or two: uncommon words are better.',
    );
    expect(explain('Abcdef1!')).toBe('It is too easy to guess. Add another word or two: uncommon words are better.');
    expect(explain('abcdefgh')).toMatch(/^Sequences like "abc" or "123" are easy to guess\./);
  });

  it("the explainer refuses exactly what the rule refuses: too short and too long give the rule's own message", () => {
    expect(explain('Ab1!')).toBe(MESSAGES.resetPasswordTooShort);
    expect(explain('a'.repeat(PASSWORD_RULE.maxLength + 1))).toBe(MESSAGES.passwordTooLong);
    for (const password of ['Fresh#Pass9', 'correct horse battery', 'zebra lamp', 'Tolu-reads-at-Hall-3']) {
      expect(passwordProblem(password, score)).toBeUndefined();
      expect(explain(password)).toBeUndefined();
    }
  });

  it('the hint says the rule: 8+ characters, hard to guess; it asks for no character class the rule does not count', () => {
    expect(STRENGTH_HINT).toContain(`${PASSWORD_RULE.minLength}+ characters`);
    expect(STRENGTH_HINT).not.toMatch(/uppercase|lowercase|symbols/);
    // A password with none of those classes passes: lowercase words only.
    expect(passwordProblem('zebra lamp', score)).toBeUndefined();
  });
});
