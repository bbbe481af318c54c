import { EngineError } from '../engine-error';
import { providerErrorFromAnswer, redact } from './provider-error';

describe(providerErrorFromAnswer.name, () => {
  it('carries the upstream status and its error.message', () => {
    const error = providerErrorFromAnswer(401, '{"error":{"message":"Invalid API key","type":"auth"}}');
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ kind: 'provider', upstreamStatus: 401 });
    expect(error.message).toBe('The provider answered 401: Invalid API key');
  });

  it('never repeats the API key, even when the upstream quotes it', () => {
    const error = providerErrorFromAnswer(401, '{"error":{"message":"Incorrect API key provided: sk-secret-123"}}', 'sk-secret-123');
    expect(error.message).not.toContain('sk-secret-123');
    expect(error.message).toContain('[redacted]');
  });

  it('falls back to the status when the body is not an OpenAI error', () => {
    expect(providerErrorFromAnswer(502, '<html>Bad gateway</html>').message).toBe('The provider answered with status 502.');
    expect(providerErrorFromAnswer(500, '{"detail":"boom"}').message).toBe('The provider answered 500: boom');
  });
});

describe(redact.name, () => {
  it('leaves text alone when there is no key', () => {
    expect(redact('nothing to hide', '')).toBe('nothing to hide');
  });
});
