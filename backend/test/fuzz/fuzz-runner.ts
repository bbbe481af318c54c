import type { Agent } from 'node:http';
import type { Operation } from './openapi-operations';
import { type RawAnswer, createAgent, sendRaw } from './raw-http';
import type { ValueHints } from './sample-values';
import { type AuthMode, type Variant, buildVariants } from './variants';
import { isOpenAiCompatiblePath } from '../../src/common/openai-error-envelope';

export interface FuzzOptions {
  /** Origin of the server, e.g. http://127.0.0.1:4000 (the document's paths carry the /api prefix). */
  origin: string;
  concurrency: number;
  /** Per request; only so that a hung request is reported instead of hanging the run. */
  timeoutMs: number;
  hints: ValueHints;
  /** The bearer token used by session-mode variants of every operation that does not end sessions. */
  sessionToken: string;
  /** Signs up a new account and gives its token: operations that end sessions or delete data get their own. */
  freshSessionToken: () => Promise<string>;
}

export interface Outcome {
  operation: Operation;
  variant: string;
  /** The path as sent, query included. */
  path: string;
  mode: AuthMode;
  status: number;
  milliseconds: number;
  /** Why this answer is not acceptable; absent when it is. */
  problem?: string;
  excerpt: string;
}

export interface FuzzReport {
  operations: number;
  outcomes: Outcome[];
  problems: Outcome[];
  seconds: number;
}

interface Item {
  operation: Operation;
  variant: Variant;
  mode: AuthMode;
}

/**
 * Sends every variant of every operation, anonymously and with a session, and judges each answer: below 500,
 * and every error answer a `{statusCode, code, message}` JSON body whose statusCode is the HTTP status.
 */
export async function fuzzOperations(operations: readonly Operation[], options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const agent = createAgent(options.concurrency);
  const origin = new URL(options.origin);
  const send = (item: Item, token?: string) => sendItem(origin, agent, item, token, options.timeoutMs, operations);
  try {
    const planned = operations.map((operation) => ({
      operation,
      items: buildVariants(operation, options.hints).flatMap((variant) =>
        (variant.modes ?? (['anonymous', 'session'] as const)).map((mode) => ({ operation, variant, mode })),
      ),
    }));
    const isSolo = (item: Item) => item.mode === 'session' && endsSessionsOrData(item.operation);
    // Round-robin over operations, so slow ones (password hashing, renders) overlap with fast ones.
    const shared = interleave(planned.map(({ items }) => items.filter((item) => !isSolo(item))));
    const sendShared = (item: Item) => send(item, item.mode === 'session' ? options.sessionToken : undefined);
    const outcomes = [
      ...(await runPool(shared.filter((item) => !item.variant.last), options.concurrency, sendShared)),
      ...(await runPool(shared.filter((item) => item.variant.last), options.concurrency, sendShared)),
    ];
    // One lane per such operation, in order, on an account of its own that is replaced whenever a request succeeded.
    const lanes = await Promise.all(
      planned.map(async ({ items }) => {
        const solo = items.filter(isSolo);
        const results: Outcome[] = [];
        let token = solo.length ? await options.freshSessionToken() : '';
        for (const item of solo) {
          const outcome = await send(item, token);
          results.push(outcome);
          if (outcome.status >= 200 && outcome.status < 300) token = await options.freshSessionToken();
        }
        return results;
      }),
    );
    const all = [...outcomes, ...lanes.flat()];
    return {
      operations: operations.length,
      outcomes: all,
      problems: all.filter((outcome) => outcome.problem),
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    agent.destroy();
  }
}

/** Deleting the account or ending sessions would sign the shared session out. */
export function endsSessionsOrData(operation: Operation): boolean {
  return operation.method === 'DELETE' || /log-?out|sign-?out/i.test(operation.path);
}

async function sendItem(
  origin: URL,
  agent: Agent,
  item: Item,
  token: string | undefined,
  timeoutMs: number,
  operations: readonly Operation[],
): Promise<Outcome> {
  const headers = {
    'X-Forwarded-For': clientAddress(item, operations),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...item.variant.headers,
  };
  const base = { operation: item.operation, variant: item.variant.name, path: item.variant.path, mode: item.mode };
  const started = Date.now();
  try {
    const answer = await sendRaw(origin, agent, { method: item.operation.method, path: item.variant.path, headers, body: item.variant.body }, timeoutMs);
    const milliseconds = Date.now() - started;
    return { ...base, status: answer.status, milliseconds, problem: judge(answer, item.variant.path), excerpt: excerpt(answer.text) };
  } catch (error) {
    const milliseconds = Date.now() - started;
    return { ...base, status: 0, milliseconds, problem: `no answer: ${(error as Error).message}`, excerpt: '' };
  }
}

let visitors = 0;

/**
 * A new address per fresh-visitor variant (its body also carries a new browser session id); otherwise one
 * address per operation and mode, so per-IP limits of one operation never spill over to another.
 */
function clientAddress(item: Item, operations: readonly Operation[]): string {
  if (item.mode === 'anonymous' && item.variant.freshVisitor) {
    visitors += 1;
    return `2001:db8::${visitors.toString(16)}`;
  }
  const index = operations.indexOf(item.operation) % 250;
  return item.mode === 'anonymous' ? `192.0.2.${index + 1}` : `203.0.113.${index + 1}`;
}

/**
 * Undefined when the answer is acceptable. The OpenAI-compatible routes answer errors in OpenAI's envelope
 * (`{error: {message, type, code}}`) instead, so its SDKs raise their usual classes.
 */
export function judge(answer: RawAnswer, path = ''): string | undefined {
  if (answer.status >= 500) return `server error ${answer.status}`;
  if (answer.status < 400) return undefined;
  if (!/^application\/json\b/.test(answer.contentType)) return `error answer is ${answer.contentType || 'untyped'}, not JSON`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'error answer is not valid JSON';
  }
  if (isOpenAiCompatiblePath(path)) return judgeOpenAiError(body);
  const { statusCode, code, message } = (body ?? {}) as Record<string, unknown>;
  if (statusCode !== answer.status) return `statusCode ${JSON.stringify(statusCode)} differs from the HTTP status`;
  if (typeof code !== 'string' || !code) return 'error answer has no string code';
  if (typeof message !== 'string') return 'error answer has no string message';
  return undefined;
}

function judgeOpenAiError(body: unknown): string | undefined {
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  if (!error || typeof error !== 'object') return 'OpenAI-compatible error answer has no error object';
  if (typeof error.message !== 'string' || typeof error.type !== 'string') return 'OpenAI error envelope lacks message or type';
  return undefined;
}

async function runPool<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

function interleave<T>(lists: readonly T[][]): T[] {
  const longest = Math.max(0, ...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, i) => lists.flatMap((list) => (i < list.length ? [list[i]] : []))).flat();
}

function excerpt(text: string): string {
  const cut = text.length > 240 ? `${text.slice(0, 240)}…` : text;
  return JSON.stringify(cut);
}

/** One line per offending request, for the failure message. */
export function describeProblems(problems: readonly Outcome[]): string[] {
  return problems.map(
    (outcome) =>
      `${outcome.operation.method} ${outcome.operation.path} [${outcome.mode}] ${outcome.variant} → ${outcome.status}: ` +
      `${outcome.problem} ${outcome.excerpt} (sent ${outcome.path.length > 160 ? `${outcome.path.slice(0, 160)}…` : outcome.path})`,
  );
}

/** The operations that took longest in all (request time summed), to see where the run's time goes. */
export function slowestOperations(outcomes: readonly Outcome[], count = 5): string {
  const totals = new Map<string, number>();
  for (const outcome of outcomes) {
    const key = `${outcome.operation.method} ${outcome.operation.path}`;
    totals.set(key, (totals.get(key) ?? 0) + outcome.milliseconds);
  }
  return [...totals.entries()]
    .sort(([, a], [, b]) => b - a)
    .slice(0, count)
    .map(([key, ms]) => `${key} ${(ms / 1000).toFixed(1)} s`)
    .join(', ');
}

/** e.g. `400×2,310  404×120  …`, for the summary line. */
export function statusHistogram(outcomes: readonly Outcome[]): string {
  const counts = new Map<number, number>();
  for (const outcome of outcomes) counts.set(outcome.status, (counts.get(outcome.status) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join('  ');
}
