import type { IncomingMessage, ServerResponse } from 'node:http';
import { assignRequestId } from './request-id';

function run(header?: string): { id: string; echoed: unknown } {
  const headers: Record<string, unknown> = {};
  const request = { headers: header === undefined ? {} : { 'x-request-id': header } } as IncomingMessage;
  const response = { setHeader: (name: string, value: unknown) => (headers[name] = value) } as unknown as ServerResponse;
  const id = assignRequestId(request, response);
  return { id, echoed: headers['X-Request-Id'] };
}

describe(assignRequestId.name, () => {
  it('keeps a sane id from the proxy and echoes it', () => {
    expect(run('edge-42.abc:1')).toEqual({ id: 'edge-42.abc:1', echoed: 'edge-42.abc:1' });
  });

  it('generates a uuid when none is given', () => {
    const { id, echoed } = run();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(echoed).toBe(id);
  });

  it.each(['has spaces', 'x'.repeat(200), 'line\nbreak', '<script>'])('replaces an unsafe id (%j)', (header) => {
    expect(run(header).id).not.toBe(header);
  });
});
