import { randomBytes } from 'node:crypto';
import { GIF_1X1, PNG_2X2 } from '../support/accounts';
import { BOUNDARY, type Part, multipartPayload } from './multipart';
import type { Operation, Parameter, SchemaObject } from './openapi-operations';
import {
  HOSTILE_EMAILS,
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_QUERY_VALUES,
  HOSTILE_STRINGS,
  JSON_TYPE,
  type Payload,
  UNUSUAL_VALID_TEXT,
  WRONG_TYPES,
  deepArrays,
  deepObjects,
  jsonPayload,
  jsonWithRawField,
  rawPayload,
} from './payloads';
import { type ValueHints, sampleObject, sampleValue } from './sample-values';

export type AuthMode = 'anonymous' | 'session';

/** One request shape; the runner sends it once per auth mode it allows, adding the session's bearer token. */
export interface Variant {
  name: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Both when absent. Variants that bring their own Authorization run anonymously only. */
  modes?: readonly AuthMode[];
  /**
   * Sent anonymously from an address (and browser session) of its own, so a visitor quota cannot answer 429 in
   * place of the handler: odd but valid text must reach the engine behind it. Only one such variant per field;
   * every other variant shares the operation's visitor, whose quota then bounds how many costly renders run.
   */
  freshVisitor?: boolean;
  /** Sent after every other variant of the run. */
  last?: boolean;
}

const MULTIPART_TYPE = 'multipart/form-data';
/** Just over 1 MB, the default body limit, and just under it (so it reaches validation). */
const OVER_LIMIT_CHARACTERS = 1024 * 1024 + 16;
const UNDER_LIMIT_CHARACTERS = 900 * 1024;

/**
 * Every variant for one operation: valid-looking first, then its own schema's fields and parameters broken one by
 * one, then generic abuse of the body, query and headers.
 */
export function buildVariants(operation: Operation, hints: ValueHints): Variant[] {
  const builder = new VariantBuilder(operation, hints);
  return [
    ...builder.baseline(),
    ...builder.unusualTextVariants(),
    ...builder.pathParameterVariants(),
    ...builder.queryParameterVariants(),
    ...builder.jsonFieldVariants(),
    ...builder.multipartVariants(),
    ...builder.largeValueVariants().map((variant) => ({ ...variant, last: true })),
    ...builder.unknownQueryVariants(),
    ...builder.jsonShapeVariants(),
    ...builder.genericBodyVariants(),
    ...builder.headerVariants(),
  ];
}

class VariantBuilder {
  private readonly jsonSchema?: SchemaObject;
  private readonly multipartSchema?: SchemaObject;

  constructor(
    private readonly operation: Operation,
    private readonly hints: ValueHints,
  ) {
    this.jsonSchema = operation.bodies.get(JSON_TYPE);
    this.multipartSchema = operation.bodies.get(MULTIPART_TYPE);
  }

  /** Sampled afresh each time: random ids differ per variant (each is a browser session of its own). */
  private get validBody(): Record<string, unknown> {
    return this.jsonSchema ? sampleObject(this.jsonSchema, this.hints) : {};
  }

  baseline(): Variant[] {
    if (this.jsonSchema) return [this.variant('valid-looking', jsonPayload(this.validBody))];
    if (this.multipartSchema) return [this.variant('valid-looking', multipartPayload(this.validParts()))];
    return [this.variant('valid-looking')];
  }

  pathParameterVariants(): Variant[] {
    return this.operation.pathParameters.flatMap((parameter) =>
      HOSTILE_PATH_SEGMENTS.map(([label, raw]) =>
        this.variant(`path ${parameter.name}: ${label}`, this.validPayload(), { path: { [parameter.name]: raw } }),
      ),
    );
  }

  queryParameterVariants(): Variant[] {
    const perParameter = this.operation.queryParameters.flatMap((parameter) => [
      this.variant(`query ${parameter.name}: missing`, this.validPayload(), { query: this.queryWithout(parameter) }),
      this.variant(`query ${parameter.name}: repeated`, this.validPayload(), {
        query: `${this.queryWithout(parameter)}&${parameter.name}=a&${parameter.name}=b`,
      }),
      this.variant(`query ${parameter.name}: bracket object`, this.validPayload(), {
        query: `${this.queryWithout(parameter)}&${parameter.name}[a]=b`,
      }),
      ...HOSTILE_QUERY_VALUES.map(([label, raw]) =>
        this.variant(`query ${parameter.name}: ${label}`, this.validPayload(), {
          query: `${this.queryWithout(parameter)}&${parameter.name}=${raw}`,
        }),
      ),
    ]);
    return perParameter;
  }

  unknownQueryVariants(): Variant[] {
    return [
      ['unknown parameter', 'zzz=1'],
      ['prototype keys', '__proto__[polluted]=1&constructor[prototype][polluted]=1'],
      ['NUL in a parameter name', 'a%00b=1'],
      ['2,000 parameters', Array.from({ length: 2000 }, (_, i) => `p${i}=1`).join('&')],
    ].map(([label, extra]) =>
      this.variant(`query: ${label}`, this.validPayload(), { query: `${this.validQuery()}&${extra}` }),
    );
  }

  /** One value per string field holding every kind of unusual but allowed text, cut to the field's maxLength. */
  unusualTextVariants(): Variant[] {
    return Object.entries(this.jsonSchema?.properties ?? {})
      .filter(([, property]) => property.type === 'string' && !property.pattern && !property.enum && !property.format)
      .map(([key, property]) => {
        const text = [...UNUSUAL_VALID_TEXT].slice(0, property.maxLength ?? Infinity).join('');
        return { ...this.variant(`body.${key}: unusual but valid text`, jsonPayload({ ...this.validBody, [key]: text })), freshVisitor: true };
      });
  }

  jsonFieldVariants(): Variant[] {
    const schema = this.jsonSchema;
    if (!schema) return [];
    const properties = Object.entries(schema.properties ?? {});
    return properties.flatMap(([key, property]) => [
      ...((schema.required ?? []).includes(key)
        ? [this.variant(`body.${key}: missing`, jsonPayload(omit(this.validBody, key)))]
        : []),
      ...WRONG_TYPES.map(([label, raw]) =>
        this.variant(`body.${key}: ${label}`, jsonWithRawField(this.validBody, key, raw)),
      ),
      ...HOSTILE_STRINGS.map(([label, text]) =>
        this.variant(`body.${key}: ${label}`, jsonPayload({ ...this.validBody, [key]: text })),
      ),
      ...(property.format === 'email' || /email/i.test(key) ? HOSTILE_EMAILS : []).map(([label, text]) =>
        this.variant(`body.${key}: ${label}`, jsonPayload({ ...this.validBody, [key]: text })),
      ),
    ]);
  }

  /**
   * Values at or past the size limits: each field at its maxLength, and large payloads once per operation in its
   * first string field. A valid prompt of maximal length is a costly render (tens of seconds of video), so these
   * go last, as the operation's shared visitor, when its quota is used up.
   */
  largeValueVariants(): Variant[] {
    const schema = this.jsonSchema;
    if (!schema) return [];
    const properties = Object.entries(schema.properties ?? {});
    const atMaxLength = properties.flatMap(([key, property]) =>
      property.maxLength === undefined ? [] : this.lengthVariants(key, property.maxLength),
    );
    const [firstString] = properties.filter(([, property]) => property.type === 'string').map(([key]) => key);
    const large = firstString
      ? [
          this.variant(`body.${firstString}: 1 MB string`, jsonPayload({ ...this.validBody, [firstString]: 'x'.repeat(OVER_LIMIT_CHARACTERS) })),
          this.variant(`body.${firstString}: 900 KB string`, jsonPayload({ ...this.validBody, [firstString]: 'x'.repeat(UNDER_LIMIT_CHARACTERS) })),
          this.variant(`body.${firstString}: 100,000 NULs`, jsonPayload({ ...this.validBody, [firstString]: '\u0000'.repeat(100_000) })),
        ]
      : [];
    return [...atMaxLength, ...large];
  }

  jsonShapeVariants(): Variant[] {
    if (!this.jsonSchema) return [];
    const properties = Object.entries(this.jsonSchema.properties ?? {});
    const names = [
      ['unknown field', { zzz: 1 }],
      ['__proto__ field', JSON.parse('{"__proto__":{"polluted":true}}')],
      ['constructor.prototype field', { constructor: { prototype: { polluted: true } } }],
      ['NUL in a field name', { 'a\u0000b': 1 }],
      ['lone surrogate in a field name', { 'a\ud800': 1 }],
      ['control character in a field name', { 'a\u0007': 1 }],
      ['empty field name', { '': 1 }],
      ['10,000-character field name', { ['k'.repeat(10_000)]: 1 }],
      ['5,000 unknown fields', Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]))],
    ].map(([label, extra]) =>
      this.variant(`body: ${label as string}`, jsonPayload({ ...this.validBody, ...(extra as object) })),
    );
    const shapes: Array<[string, Payload]> = [
      ['duplicate keys', rawPayload(JSON_TYPE, `${JSON.stringify(this.validBody).slice(0, -1)}${properties.length ? ',' : ''}"${properties[0]?.[0] ?? 'a'}":null}`)],
      ['valid body in a 100,000-element array', jsonPayload(new Array(100_000).fill(this.validBody))],
      ['body as urlencoded form', rawPayload('application/x-www-form-urlencoded', formEncode(this.validBody))],
      ['body as multipart', multipartPayload(Object.entries(this.validBody).map(([name, value]) => ({ name, data: String(value) })))],
      ['body as text/plain', rawPayload('text/plain', JSON.stringify(this.validBody))],
      ['body with charset=utf-16', rawPayload(`${JSON_TYPE}; charset=utf-16`, JSON.stringify(this.validBody))],
      ['body with charset=latin1', rawPayload(`${JSON_TYPE}; charset=latin1`, JSON.stringify(this.validBody))],
      ['body in UTF-16LE with a BOM', rawPayload(JSON_TYPE, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(JSON.stringify(this.validBody), 'utf16le')]))],
      ['body with a UTF-8 BOM', rawPayload(JSON_TYPE, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(this.validBody))]))],
    ];
    return [...names, ...shapes.map(([label, payload]) => this.variant(`body: ${label}`, payload))];
  }

  multipartVariants(): Variant[] {
    if (!this.multipartSchema) return [];
    const field = this.fileField();
    const png = this.filePart(PNG_2X2, 'a.png');
    const variants: Array<[string, Payload]> = [
      ['no file', multipartPayload([])],
      ['only a text field', multipartPayload([{ name: 'note', data: 'hello' }])],
      ['file in another field', multipartPayload([{ ...png, name: 'other' }])],
      ['two files', multipartPayload([png, png])],
      ['empty file', multipartPayload([this.filePart(Buffer.alloc(0), 'empty.png')])],
      ['text file', multipartPayload([this.filePart(Buffer.from('not an image'), 'a.txt', 'text/plain')])],
      ['GIF named .png', multipartPayload([this.filePart(GIF_1X1, 'a.png', 'image/png')])],
      ['random bytes', multipartPayload([this.filePart(randomBytes(4096), 'a.webm', 'audio/webm')])],
      ['traversal in the file name', multipartPayload([this.filePart(PNG_2X2, '../../../etc/passwd')])],
      ['NUL in the file name', multipartPayload([this.filePart(PNG_2X2, 'a\u0000.png')])],
      ['invalid UTF-8 in the file name', multipartPayload([{ ...png, rawDisposition: Buffer.concat([Buffer.from(`Content-Disposition: form-data; name="${field}"; filename="a`), Buffer.from([0xed, 0xa0, 0x80, 0xff]), Buffer.from('.png"')]) }])],
      ['NUL in a text field', multipartPayload([png, { name: 'note', data: 'a\u0000b' }])],
      ['lone surrogate (CESU-8) in a text field', multipartPayload([png, { name: 'note', data: Buffer.from([0x61, 0xed, 0xa0, 0x80]) }])],
      ['nested field name', multipartPayload([png, { name: `a${'[b]'.repeat(40)}`, data: 'x' }])],
      ['prototype field name', multipartPayload([png, { name: '__proto__[polluted]', data: 'x' }])],
      ['oversized text field', multipartPayload([png, { name: 'note', data: 'x'.repeat(64 * 1024) }])],
      ['30 text fields', multipartPayload([png, ...Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, data: 'x' }))])],
      ['missing closing boundary', multipartPayload([png], { end: false })],
      ['other boundary than declared', multipartPayload([png], { boundary: 'somethingElse' })],
      ['no parts, no boundary', rawPayload(MULTIPART_TYPE, '')],
      ['no boundary parameter', { headers: { 'Content-Type': MULTIPART_TYPE }, body: multipartPayload([png]).body }],
      ['garbage body', rawPayload(`${MULTIPART_TYPE}; boundary=${BOUNDARY}`, randomBytes(2048))],
      ['JSON instead of multipart', jsonPayload({ [field]: 'x' })],
    ];
    return variants.map(([label, payload]) => this.variant(`multipart: ${label}`, payload));
  }

  /** Bodies no operation should choke on, whatever it expects. */
  genericBodyVariants(): Variant[] {
    const deepForm = `a${'[b]'.repeat(40)}=1`;
    const variants: Array<[string, Payload | undefined]> = [
      ['no body', undefined],
      ['empty JSON body', rawPayload(JSON_TYPE, '')],
      ['invalid JSON', rawPayload(JSON_TYPE, '{"a":')],
      ['JSON null', rawPayload(JSON_TYPE, 'null')],
      ['JSON string', rawPayload(JSON_TYPE, '"x"')],
      ['JSON number', rawPayload(JSON_TYPE, '1e400')],
      ['JSON array', rawPayload(JSON_TYPE, '[]')],
      ['arrays nested 2,000 deep', rawPayload(JSON_TYPE, deepArrays(2000))],
      ['objects nested 2,500 deep', rawPayload(JSON_TYPE, deepObjects(2500))],
      ['objects nested 33 deep', rawPayload(JSON_TYPE, deepObjects(33))],
      ['invalid UTF-8 bytes', rawPayload(JSON_TYPE, Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xed, 0xa0, 0x80, 0x22, 0x7d]))],
      ['form nested 40 deep', rawPayload('application/x-www-form-urlencoded', deepForm)],
      ['form with 5,000 fields', rawPayload('application/x-www-form-urlencoded', Array.from({ length: 5000 }, (_, i) => `f${i}=1`).join('&'))],
      ['form with a prototype key', rawPayload('application/x-www-form-urlencoded', '__proto__[polluted]=1&a[__proto__][b]=1')],
      ['gzip header, plain body', { headers: { 'Content-Type': JSON_TYPE, 'Content-Encoding': 'gzip' }, body: Buffer.from('{"a":1}') }],
      ['unknown content encoding', { headers: { 'Content-Type': JSON_TYPE, 'Content-Encoding': 'x-fuzz' }, body: Buffer.from('{"a":1}') }],
      ['XML', rawPayload('application/xml', '<a>1</a>')],
      ['malformed content type', rawPayload('application/json;;;charset', '{}')],
    ];
    return variants.map(([label, payload]) => this.variant(`generic body: ${label}`, payload));
  }

  headerVariants(): Variant[] {
    const withHeaders = (label: string, headers: Record<string, string>, modes?: readonly AuthMode[]) => ({
      ...this.variant(`header: ${label}`, this.validPayload()),
      ...(modes ? { modes } : {}),
      headers: { ...this.validPayload()?.headers, ...headers },
    });
    const anonymous = ['anonymous'] as const;
    const variants = [
      withHeaders('garbage bearer token', { Authorization: 'Bearer garbage' }, anonymous),
      withHeaders('well-formed unknown session token', { Authorization: `Bearer ats_${randomBytes(32).toString('base64url')}` }, anonymous),
      withHeaders('5,000-character bearer token', { Authorization: `Bearer ${'a'.repeat(5000)}` }, anonymous),
      withHeaders('Basic credentials', { Authorization: 'Basic Zm9vOmJhcg==' }, anonymous),
      withHeaders('empty Authorization', { Authorization: '' }, anonymous),
      withHeaders('garbage X-Forwarded-For', { 'X-Forwarded-For': 'not-an-ip, ::ffff:999.1.1.1' }),
      withHeaders('Latin-1 bytes in User-Agent', { 'User-Agent': 'fuzz\u00ff\u00fe' }),
    ];
    if (this.operation.method === 'GET') {
      variants.push(
        withHeaders('garbage Range', { Range: 'bytes=999999999999999999999-1' }),
        withHeaders('many ranges', { Range: `bytes=${Array.from({ length: 200 }, (_, i) => `${i}-${i}`).join(',')}` }),
        withHeaders('garbage If-Range and If-None-Match', { 'If-Range': 'yesterday', 'If-None-Match': '"x", W/' }),
      );
    }
    return variants;
  }

  private variant(name: string, payload?: Payload, at: { path?: Record<string, string>; query?: string } = {}): Variant {
    const query = at.query ?? this.validQuery();
    return {
      name,
      path: `${this.concretePath(at.path ?? {})}${query ? `?${query.replace(/^&/, '')}` : ''}`,
      headers: { 'X-Fuzz-Variant': encodeURIComponent(name).slice(0, 200), ...payload?.headers },
      body: payload?.body,
    };
  }

  /** The operation's valid-looking body, if it takes one. */
  private validPayload(): Payload | undefined {
    if (this.jsonSchema) return jsonPayload(this.validBody);
    if (this.multipartSchema) return multipartPayload(this.validParts());
    return undefined;
  }

  private concretePath(overrides: Record<string, string>): string {
    return this.operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      if (name in overrides) return overrides[name];
      const parameter = this.operation.pathParameters.find((candidate) => candidate.name === name);
      return encodeURIComponent(String(sampleValue(parameter?.schema ?? {}, name, this.hints)));
    });
  }

  private validQuery(): string {
    return this.operation.queryParameters.map((parameter) => this.queryPair(parameter)).join('&');
  }

  private queryWithout(excluded: Parameter): string {
    return this.operation.queryParameters
      .filter((parameter) => parameter !== excluded)
      .map((parameter) => this.queryPair(parameter))
      .join('&');
  }

  private queryPair(parameter: Parameter): string {
    const value = sampleValue(parameter.schema, parameter.name, this.hints);
    return `${encodeURIComponent(parameter.name)}=${encodeURIComponent(String(value))}`;
  }

  private lengthVariants(key: string, maxLength: number): Variant[] {
    return [
      this.variant(`body.${key}: one over maxLength`, jsonPayload({ ...this.validBody, [key]: 'a'.repeat(maxLength + 1) })),
      this.variant(`body.${key}: maxLength of astral characters`, jsonPayload({ ...this.validBody, [key]: '\u{1F600}'.repeat(maxLength) })),
      this.variant(`body.${key}: maxLength of combining marks`, jsonPayload({ ...this.validBody, [key]: 'e\u0301'.repeat(Math.floor(maxLength / 2)) })),
    ];
  }

  /** A valid-looking upload: the file, and every other documented field as a text part (e.g. a transcription's `model`). */
  private validParts(): Part[] {
    const fields = Object.entries(sampleObject(this.multipartSchema ?? {}, this.hints)).map(([name, value]) => ({ name, data: String(value) }));
    return [this.filePart(PNG_2X2, 'a.png'), ...fields];
  }

  private fileField(): string {
    const properties = Object.entries(this.multipartSchema?.properties ?? {});
    return properties.find(([, property]) => property.format === 'binary')?.[0] ?? 'file';
  }

  private filePart(data: Buffer, filename: string, contentType = 'image/png'): Part {
    return { name: this.fileField(), filename, contentType, data };
  }
}

function omit(value: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));
}

function formEncode(value: Record<string, unknown>): string {
  return Object.entries(value)
    .map(([key, field]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(field))}`)
    .join('&');
}
