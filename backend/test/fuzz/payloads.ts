/** Building blocks of malformed requests: raw bodies and hostile values. */

export interface Payload {
  headers: Record<string, string>;
  body: Buffer;
}

export const JSON_TYPE = 'application/json';

export function jsonPayload(value: unknown): Payload {
  return { headers: { 'Content-Type': JSON_TYPE }, body: Buffer.from(JSON.stringify(value)) };
}

export function rawPayload(contentType: string, body: string | Buffer): Payload {
  return { headers: { 'Content-Type': contentType }, body: Buffer.isBuffer(body) ? body : Buffer.from(body) };
}

/** `value` with `key` set to JSON text that JSON.stringify cannot produce (e.g. `1e400`). */
export function jsonWithRawField(value: Record<string, unknown>, key: string, rawJson: string): Payload {
  const marker = '\u0001raw\u0001';
  const text = JSON.stringify({ ...value, [key]: marker }).replace(JSON.stringify(marker), rawJson);
  return rawPayload(JSON_TYPE, text);
}

export const deepArrays = (levels: number): string => '['.repeat(levels) + ']'.repeat(levels);
export const deepObjects = (levels: number): string => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

/** A nested value (not text), for nesting inside a field. */
export function nestedValue(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i += 1) value = { a: value };
  return value;
}

/** Strings that are valid JSON but hostile, or merely unusual, as a field value. */
export const HOSTILE_STRINGS: ReadonlyArray<readonly [string, string]> = [
  ['empty string', ''],
  ['blank string', '   \t '],
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', 'a\ud800b'],
  ['lone low surrogate', '\udc00'],
  ['C0 controls', 'a\u0007\u001b\u0008b'],
  ['DEL and C1 controls', 'a\u007f\u0085b'],
  ['line and paragraph separators', 'a\u2028b\u2029c'],
  ['BOM and zero-width space', '\ufeffa\u200bb'],
  ['right-to-left override', '\u202eabc'],
  ['emoji with joiners', '\u{1F469}\u200d\u{1F469}\u200d\u{1F467}\u200d\u{1F466}'],
  ['combining marks', 'Z\u0334\u0321\u032a\u032b\u0356a\u0325\u0354'],
  ['astral letters', '\u{1D54F}\u{1D56A}\u{1D56B}'],
  ['noncharacters', '\uffff\ufffe'],
  ['path traversal', '../../../../etc/passwd'],
  ['encoded NUL', '%00'],
  ['markup', '<script>alert(1)</script>'],
  ['SQL', "' OR 1=1 --"],
  ['format directives', '%s%n%x{0}${x}'],
  ['header injection', 'a\r\nSet-Cookie: x=1'],
];

/** Every unusual but allowed kind of text above in one value, for a field that should take it. */
export const UNUSUAL_VALID_TEXT = [
  'a\u007f\u0085b',
  'a\u2028b\u2029c',
  '\ufeffa\u200bb',
  '\u202eabc\u202c',
  '\u{1F469}\u200d\u{1F469}\u200d\u{1F467}',
  'Z\u0334\u0321a\u0325',
  '\u{1D54F}',
  '../../etc/passwd',
  '%00 %s%n%x{0}${x} %{pts}',
  "<script>alert('1')</script> \\ : ;",
  "' OR 1=1 --",
  'a\r\nSet-Cookie: x=1\tz',
].join(' ');

/** Values of the wrong type for a field, as JSON text. */
export const WRONG_TYPES: ReadonlyArray<readonly [string, string]> = [
  ['null', 'null'],
  ['number', '123'],
  ['huge number', '1e400'],
  ['negative huge number', '-1e400'],
  ['long integer', '123456789012345678901234567890'],
  ['negative', '-1'],
  ['negative zero', '-0'],
  ['fraction', '0.000000001'],
  ['true', 'true'],
  ['false', 'false'],
  ['empty array', '[]'],
  ['array of strings', '["a","b"]'],
  ['empty object', '{}'],
  ['operator object', '{"$gt":""}'],
  ['nested 100 levels', JSON.stringify(nestedValue(100))],
];

/** Extra email-shaped strings for `format: email` fields. */
export const HOSTILE_EMAILS: ReadonlyArray<readonly [string, string]> = [
  ['email with lone surrogate', 'a\ud800@example.com'],
  ['email with lone surrogate in the domain', 'a@exa\udfffmple.com'],
  ['email with NUL', 'a\u0000@example.com'],
  ['email with a trailing NUL', 'a@example.com\u0000'],
  ['email with an internationalised domain', 'a@b\u00fccher.example'],
  ['email with a punycode domain', 'a@xn--bcher-kva.example'],
  ['email with a quoted local part', '"a b"@example.com'],
  ['email with an IP domain', 'a@[127.0.0.1]'],
  ['email without a domain dot', 'a@localhost'],
  ['email with percent escapes', 'a%ED%A0%80@example.com'],
  ['two @', 'a@b@example.com'],
];

/** Raw path segments (already URL-encoded where meant): traversal, NUL, broken escapes, sizes. */
export const HOSTILE_PATH_SEGMENTS: ReadonlyArray<readonly [string, string]> = [
  ['encoded traversal', '..%2F..%2F..%2Fetc%2Fpasswd'],
  ['dot-dot', '..'],
  ['encoded dot-dot', '%2e%2e'],
  ['encoded NUL', '%00'],
  ['NUL in the middle', 'abc%00def'],
  ['encoded lone surrogate (CESU-8)', '%ED%A0%80'],
  ['truncated escape', '%E0%A4%A'],
  ['bare percent', '%'],
  ['invalid UTF-8 byte', '%FF'],
  ['encoded control', '%07'],
  ['encoded slash', 'a%2Fb'],
  ['encoded backslash', '..%5C..%5Cwindows'],
  ['encoded space', '%20'],
  ['emoji', '%F0%9F%98%80'],
  ['very long', 'a'.repeat(5000)],
  ['SQL', "'%3B--"],
  ['negative number', '-1'],
  ['huge number', '1e309'],
  ['null word', 'null'],
];

/** Raw query values (already URL-encoded). */
export const HOSTILE_QUERY_VALUES: ReadonlyArray<readonly [string, string]> = [
  ['empty', ''],
  ['encoded NUL', '%00'],
  ['encoded lone surrogate (CESU-8)', '%ED%A0%80'],
  ['truncated escape', '%E0%A4%A'],
  ['invalid UTF-8 byte', '%FF'],
  ['encoded controls', 'a%07%1Bb'],
  ['traversal', '..%2F..%2Fetc%2Fpasswd'],
  ['very long', 'a'.repeat(10_000)],
  ['SQL', "'%20OR%201%3D1--"],
];
