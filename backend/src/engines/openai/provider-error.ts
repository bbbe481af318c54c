import { EngineError } from '../engine-error';

const MAX_MESSAGE = 300;

function upstreamMessage(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown; detail?: unknown };
    const candidates = [
      typeof parsed.error === 'object' ? parsed.error?.message : parsed.error,
      parsed.message,
      parsed.detail,
    ];
    const found = candidates.find((value): value is string => typeof value === 'string' && value.trim() !== '');
    return found?.trim() ?? null;
  } catch {
    return null;
  }
}

/** Hides the key even if the upstream echoes it (some servers quote the bad key back in full). */
export function redact(text: string, secret: string | undefined): string {
  return secret ? text.split(secret).join('[redacted]') : text;
}

/** A non-2xx answer as a `provider` error with the upstream's own message (the `error.message` of its JSON). */
export function providerErrorFromAnswer(status: number, body: string, apiKey?: string): EngineError {
  const message = upstreamMessage(body);
  const text = message
    ? `The provider answered ${status}: ${redact(message, apiKey).slice(0, MAX_MESSAGE)}`
    : `The provider answered with status ${status}.`;
  return new EngineError('provider', text, { upstreamStatus: status });
}

export const UNREACHABLE_MESSAGE = 'Could not reach the provider.';
export const TIMEOUT_MESSAGE = 'The provider did not answer in time.';
