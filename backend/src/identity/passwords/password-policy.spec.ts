import { COMMON_PASSWORDS } from './common-passwords';
import { PASSWORD_RULES, passwordProblem } from './password-policy';

const EMAIL = 'ada.lovelace@example.com';

describe(passwordProblem.name, () => {
  it('accepts a long, uncommon password', () => {
    expect(passwordProblem('violet-Harbor-47', EMAIL)).toBeNull();
  });

  it('needs at least 8 characters, counting characters rather than bytes', () => {
    expect(passwordProblem('Sh0rt!x', EMAIL)).toBe(PASSWORD_RULES.tooShort);
    expect(passwordProblem('', EMAIL)).toBe('Password must be at least 8 characters.');
    expect(passwordProblem('ññññ', EMAIL)).toBe(PASSWORD_RULES.tooShort);
  });

  it('allows at most 128 characters', () => {
    expect(passwordProblem('v'.repeat(60) + 'w'.repeat(68), EMAIL)).toBeNull();
    expect(passwordProblem('v'.repeat(60) + 'w'.repeat(69), EMAIL)).toBe(PASSWORD_RULES.tooLong);
  });

  it.each(['password', 'Password123', 'QWERTYUIOP', '12345678', 'iloveyou', 'sunshine1'])(
    'refuses the common password %s whatever its case',
    (password) => {
      expect(passwordProblem(password, EMAIL)).toBe('This password is too common. Choose another one.');
    },
  );

  it('refuses one character repeated', () => {
    expect(passwordProblem('zzzzzzzzzzzz', EMAIL)).toBe(PASSWORD_RULES.tooCommon);
  });

  it("refuses the address or the address's local part", () => {
    expect(passwordProblem('Ada.Lovelace', EMAIL)).toBe(PASSWORD_RULES.matchesEmail);
    expect(passwordProblem('ADA.LOVELACE@example.com', EMAIL)).toBe(PASSWORD_RULES.matchesEmail);
  });

  it('ships a list of several hundred lower-case entries', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(500);
    expect([...COMMON_PASSWORDS].every((entry) => entry === entry.toLowerCase())).toBe(true);
  });
});
