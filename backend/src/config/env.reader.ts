export type Env = Readonly<Record<string, string | undefined>>;

const SIZE_UNITS: Readonly<Record<string, number>> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/**
 * Reads env vars and collects every problem instead of stopping at the first,
 * so an operator fixes a broken deployment in one round.
 * Empty strings count as unset: compose files often pass `VAR=${VAR:-}`.
 */
export class EnvReader {
  readonly errors: string[] = [];

  constructor(private readonly env: Env) {}

  raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  string(name: string, fallback: string): string {
    return this.raw(name) ?? fallback;
  }

  port(name: string, fallback: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const port = Number(value);
    if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
      this.errors.push(`${name} must be an integer between 1 and 65535 (got "${value}")`);
      return fallback;
    }
    return port;
  }

  integer(name: string, fallback: number, range: { min: number; max: number }): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const number = Number(value);
    if (!/^\d+$/.test(value) || number < range.min || number > range.max) {
      this.errors.push(`${name} must be an integer between ${range.min} and ${range.max} (got "${value}")`);
      return fallback;
    }
    return number;
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (value === '1' || value === 'true') return true;
    if (value === '0' || value === 'false') return false;
    this.errors.push(`${name} must be 0 or 1 (got "${value}")`);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.errors.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    return fallback;
  }

  /** Values marked secret may carry credentials, so they are never echoed in errors. */
  url(name: string, options: { protocols: readonly string[]; secret?: boolean }): string | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    const shown = options.secret ? '' : ` (got "${value}")`;
    const expected = options.protocols.map((p) => `${p}//`).join(' or ');
    if (!URL.canParse(value) || !options.protocols.includes(new URL(value).protocol)) {
      this.errors.push(`${name} must be a ${expected} URL${shown}`);
      return undefined;
    }
    return value;
  }

  list(name: string): string[] | undefined {
    const value = this.raw(name);
    if (value === undefined) return undefined;
    return [...new Set(value.split(',').map((item) => item.trim()).filter(Boolean))];
  }

  /** Sizes in the body-parser notation: `100kb`, `1mb`, `512` (bytes). */
  byteSize(name: string, fallback: string): number {
    const value = this.raw(name);
    const bytes = parseByteSize(value ?? fallback);
    if (bytes === undefined) {
      this.errors.push(`${name} must be a size such as 100kb or 1mb (got "${value}")`);
      return parseByteSize(fallback) ?? 0;
    }
    return bytes;
  }
}

function parseByteSize(value: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(value);
  const bytes = match ? Math.floor(Number(match[1]) * SIZE_UNITS[(match[2] ?? 'b').toLowerCase()]) : 0;
  return bytes >= 1 ? bytes : undefined;
}
