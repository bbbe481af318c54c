import { defaultNameFor, emailLocalPart, isEmailAddress, normalizeEmail } from './email-address';

describe(normalizeEmail.name, () => {
  it('trims and lower-cases the whole address', () => {
    expect(normalizeEmail('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
  });
});

describe(defaultNameFor.name, () => {
  it('is the part before the @', () => {
    expect(defaultNameFor('Ada.Lovelace@example.com')).toBe('ada.lovelace');
    expect(emailLocalPart('"a@b"@example.com')).toBe('"a@b"');
  });

  it('is cut to the longest name allowed', () => {
    expect(defaultNameFor(`${'x'.repeat(100)}@example.com`)).toHaveLength(80);
  });
});

describe(isEmailAddress.name, () => {
  it('accepts what @IsEmail accepts', () => {
    expect(isEmailAddress('ada@example.com')).toBe(true);
    expect(isEmailAddress('a@xn--bcher-kva.example')).toBe(true);
    expect(isEmailAddress('not-an-email')).toBe(false);
  });

  it('is false, never an exception, for strings the email validator throws on', () => {
    for (const text of ['a\ud800@example.com', 'a@exa\udfffmple.com', 'a\u0000@example.com', '\udc00']) {
      expect(isEmailAddress(text)).toBe(false);
    }
  });

  it('is false for what is not a string', () => {
    for (const value of [undefined, null, 42, ['a@example.com'], { email: 'a@example.com' }]) {
      expect(isEmailAddress(value)).toBe(false);
    }
  });
});
