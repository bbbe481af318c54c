import { EngineError } from './engine-error';
import {
  ENGINE_ERROR_RESPONSES,
  EngineFailureException,
  describeEngineFailure,
  engineErrorResponseFor,
  engineFailureMessage,
} from './engine-error-responses';

const answer = (error: EngineFailureException) => ({ status: error.getStatus(), code: error.code, message: error.message, headers: error.headers });

describe(EngineFailureException.name, () => {
  it('answers each kind with the status and code of the table', () => {
    expect(answer(EngineFailureException.of(new EngineError('unavailable', 'Configure a provider.'), 'x'))).toEqual({
      status: 503,
      code: 'ENGINE_UNAVAILABLE',
      message: 'Configure a provider.',
      headers: {},
    });
    expect(answer(EngineFailureException.of(new EngineError('provider', 'The provider answered 500.'), 'x'))).toMatchObject({ status: 502, code: 'ENGINE_FAILED' });
    expect(answer(EngineFailureException.of(new EngineError('timeout', 'Too slow.'), 'x'))).toMatchObject({ status: 504, code: 'ENGINE_TIMEOUT' });
    expect(answer(EngineFailureException.of(new EngineError('invalid-input', 'Bad size.'), 'x'))).toMatchObject({ status: 400, code: 'INVALID_INPUT' });
  });

  it('never shows what a non-engine error says: the area fallback instead, as a 502', () => {
    expect(answer(EngineFailureException.of(new Error('secret stack detail'), 'Please try again.'))).toEqual({
      status: 502,
      code: 'ENGINE_FAILED',
      message: 'Please try again.',
      headers: {},
    });
  });

  it('answers a failed job by its stored kind; a lost job as a timeout, anything else as the provider row', () => {
    expect(answer(EngineFailureException.ofKind('unavailable', 'No ffmpeg.'))).toMatchObject({ status: 503, code: 'ENGINE_UNAVAILABLE' });
    expect(engineErrorResponseFor('lost')).toBe(ENGINE_ERROR_RESPONSES.timeout);
    expect(engineErrorResponseFor('PAID_STEP_INTERRUPTED')).toBe(ENGINE_ERROR_RESPONSES.provider);
    expect(engineErrorResponseFor(null)).toBe(ENGINE_ERROR_RESPONSES.provider);
    expect(engineErrorResponseFor('toString')).toBe(ENGINE_ERROR_RESPONSES.provider);
  });

  it('sends Retry-After when the table gives one', () => {
    const row = ENGINE_ERROR_RESPONSES.unavailable;
    const original = row.retryAfterSeconds;
    (row as { retryAfterSeconds: number | null }).retryAfterSeconds = 30;
    try {
      expect(EngineFailureException.of(new EngineError('unavailable', 'Busy.'), 'x').headers).toEqual({ 'Retry-After': '30' });
    } finally {
      (row as { retryAfterSeconds: number | null }).retryAfterSeconds = original;
    }
  });
});

describe('engine failure rules for streams and jobs', () => {
  it('shows an EngineError message as it is and hides anything else', () => {
    expect(engineFailureMessage(new EngineError('provider', 'The provider answered 500.'), 'fallback')).toBe('The provider answered 500.');
    expect(engineFailureMessage(new TypeError('x is undefined'), 'fallback')).toBe('fallback');
  });

  it('retries a job after provider failures and timeouts, never after a missing engine or bad input', () => {
    expect(describeEngineFailure(new EngineError('provider', 'p'), 'f')).toEqual({ code: 'provider', message: 'p', retry: true });
    expect(describeEngineFailure(new EngineError('timeout', 't'), 'f')).toEqual({ code: 'timeout', message: 't', retry: true });
    expect(describeEngineFailure(new EngineError('unavailable', 'u'), 'f')).toEqual({ code: 'unavailable', message: 'u', retry: false });
    expect(describeEngineFailure(new EngineError('invalid-input', 'i'), 'f')).toEqual({ code: 'invalid-input', message: 'i', retry: false });
    expect(describeEngineFailure(new Error('bug'), 'f')).toEqual({ code: 'provider', message: 'f', retry: true });
  });
});
