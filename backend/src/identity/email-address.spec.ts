import { defaultNameFor, emailLocalPart, normalizeEmail } from './email-address';

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
