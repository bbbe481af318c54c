import type { HttpStatus } from '@nestjs/common';
import { AppException } from './app.exception';

type Headers = Readonly<Record<string, string>>;
type TextOf<P extends unknown[]> = string | ((...args: P) => string) | undefined;

/** One answer of an area: its code, its status and its text, as `answer()` declares it. */
export interface Answer<TCode extends string = string, P extends unknown[] = never[]> {
  readonly code: TCode;
  readonly status: HttpStatus;
  readonly text: TextOf<P>;
  readonly headers?: (...args: P) => Headers;
}

/**
 * Declares one answer of an area: with a text, a factory of no arguments; with a function of the
 * arguments, a factory of those; without a text, a factory of the caller's text (a rule the input
 * broke, a runner's reason). `headers` (e.g. Retry-After) are built from the same arguments.
 */
export function answer<const TCode extends string>(code: TCode, status: HttpStatus): Answer<TCode, [message: string]>;
export function answer<const TCode extends string>(code: TCode, status: HttpStatus, text: string, headers?: () => Headers): Answer<TCode, []>;
export function answer<const TCode extends string, P extends unknown[]>(
  code: TCode,
  status: HttpStatus,
  text: (...args: P) => string,
  headers?: (...args: P) => Headers,
): Answer<TCode, P>;
export function answer(code: string, status: HttpStatus, text?: TextOf<unknown[]>, headers?: (...args: unknown[]) => Headers): Answer<string, unknown[]> {
  return { code, status, text, headers };
}

/** The Retry-After header of an answer that says when to try again. */
export const retryAfter = (seconds: number): Headers => ({ 'Retry-After': String(seconds) });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any answer, whatever its arguments
type AnyAnswer = Answer<string, any>;
type Answers = Readonly<Record<string, AnyAnswer>>;
type ParamsOf<A> = A extends Answer<string, infer P> ? P : never;

/** The area's exception class, with a static factory per declared answer. */
export type ErrorFamily<S extends Answers> = (new (code: S[keyof S]['code'], message: string, status: HttpStatus, headers?: Headers) => AppException<
  S[keyof S]['code']
>) & { readonly [K in keyof S]: (...args: ParamsOf<S[K]>) => AppException<S[keyof S]['code']> };

/**
 * An area's exception class (`export const MediaException = errorFamily('MediaException', {...})`, with
 * `export type MediaException = InstanceType<typeof MediaException>`): every code, status and text in one
 * table, each code written once. The global filter answers `{ statusCode, code, message }` from it.
 * `choices` adds factories that pick one of the declared answers from their arguments.
 */
export function errorFamily<const S extends Answers, X extends object = object>(
  name: string,
  answers: S,
  choices?: (family: ErrorFamily<S>) => X,
): ErrorFamily<S> & X {
  type Code = S[keyof S]['code'];
  const Family = class extends AppException<Code> {};
  Object.defineProperty(Family, 'name', { value: name });
  for (const [key, { code, status, text, headers }] of Object.entries(answers)) {
    const factory = (...args: unknown[]) => {
      const message = typeof text === 'function' ? text(...args) : (text ?? (args[0] as string));
      return new Family(code, message, status, headers?.(...args));
    };
    Object.defineProperty(Family, key, { value: factory, enumerable: true });
  }
  const family = Family as unknown as ErrorFamily<S>;
  return Object.assign(family, choices?.(family) ?? ({} as X));
}
