import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { PASSWORD_RULE, loadPasswordScorer, passwordProblem, strengthColor, strengthLabel, type PasswordScorer } from './password-rule';

let score: PasswordScorer;
beforeAll(async () => {
  score = await loadPasswordScorer();
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
