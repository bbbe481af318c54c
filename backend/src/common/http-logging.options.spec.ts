import pino from 'pino';
import { httpLoggingOptions, leanRequest, leanResponse } from './http-logging.options';
import { censorResponse } from './logging/log-secrets';

describe(httpLoggingOptions.name, () => {
  it('logs only id, method, path (secrets redacted) and status per request at info', () => {
    const options = httpLoggingOptions(pino({ level: 'info' }));
    const serializers = options.serializers as Record<string, unknown>;
    expect(serializers.req).toBe(leanRequest);
    expect(serializers.res).toBe(leanResponse);
    const request = { id: 'r1', method: 'POST', url: '/api/wp/embed/chat?api_key=atk_secret&x=1', headers: { authorization: 'Bearer s' }, remoteAddress: '::1' };
    expect(leanRequest(request)).toEqual({ id: 'r1', method: 'POST', url: '/api/wp/embed/chat?api_key=[redacted]&x=1' });
    expect(leanResponse({ statusCode: 200, headers: { 'x-request-id': 'r1' } } as { statusCode: number })).toEqual({ statusCode: 200 });
  });

  it('keeps the full request, headers included, at debug', () => {
    const options = httpLoggingOptions(pino({ level: 'debug' }));
    const serializers = options.serializers as Record<string, unknown>;
    expect(serializers.req).not.toBe(leanRequest);
    // Their own, since they replace the root logger's: credentials censored (log-secrets.spec.ts).
    expect(serializers.res).toBe(censorResponse);
  });
});
