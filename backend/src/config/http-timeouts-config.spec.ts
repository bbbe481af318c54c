import { EnvReader } from './env.reader';
import { HTTP_TIMEOUT_DEFAULTS, readHttpTimeouts } from './http-timeouts-config';

describe(readHttpTimeouts.name, () => {
  it('has defaults that cut a silent client within half a minute and leave uploads two minutes', () => {
    const reader = new EnvReader({});

    expect(readHttpTimeouts(reader)).toEqual(HTTP_TIMEOUT_DEFAULTS);
    expect(HTTP_TIMEOUT_DEFAULTS).toEqual({ headersSeconds: 20, requestSeconds: 30, uploadSeconds: 120, keepAliveSeconds: 65 });
    expect(reader.errors).toEqual([]);
  });

  it('refuses a header limit above the request limit, and a request limit above the upload limit', () => {
    const reader = new EnvReader({
      HTTP_HEADERS_TIMEOUT_SECONDS: '40',
      HTTP_REQUEST_TIMEOUT_SECONDS: '30',
      HTTP_UPLOAD_TIMEOUT_SECONDS: '10',
    });
    readHttpTimeouts(reader);

    expect(reader.errors).toEqual([
      'HTTP_HEADERS_TIMEOUT_SECONDS (40) must not exceed HTTP_REQUEST_TIMEOUT_SECONDS (30)',
      'HTTP_REQUEST_TIMEOUT_SECONDS (30) must not exceed HTTP_UPLOAD_TIMEOUT_SECONDS (10)',
    ]);
  });
});
