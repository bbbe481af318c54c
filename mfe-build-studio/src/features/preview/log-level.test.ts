import { logLineLevel } from './log-level';

describe('logLineLevel', () => {
  it("reads uvicorn's and Python logging's level instead of taking stderr for an error", () => {
    expect(logLineLevel('stderr', 'INFO:     Started server process [7]')).toBe('info');
    expect(logLineLevel('stderr', 'INFO:     Uvicorn running on unix socket /run/app.sock (Press CTRL+C to quit)')).toBe('info');
    expect(logLineLevel('stderr', 'INFO:     127.0.0.1:0 - "GET /items HTTP/1.1" 200 OK')).toBe('info');
    expect(logLineLevel('stderr', '\x1b[32mINFO\x1b[0m:     Application startup complete.')).toBe('info');
    expect(logLineLevel('stderr', 'DEBUG:asyncio:Using selector: EpollSelector')).toBe('info');
    expect(logLineLevel('stderr', 'WARNING:  Invalid HTTP request received.')).toBe('warn');
    expect(logLineLevel('stderr', 'ERROR:    Exception in ASGI application')).toBe('stderr');
    expect(logLineLevel('stderr', 'CRITICAL:root:disk full')).toBe('stderr');
  });

  it('keeps a traceback and any untagged stderr line an error', () => {
    expect(logLineLevel('stderr', 'Traceback (most recent call last):')).toBe('stderr');
    expect(logLineLevel('stderr', '  File "/app/main.py", line 3, in <module>')).toBe('stderr');
    expect(logLineLevel('stderr', "ModuleNotFoundError: No module named 'requests'")).toBe('stderr');
    expect(logLineLevel('stderr', 'information about the failure follows')).toBe('stderr');
    expect(logLineLevel('stderr', "Error: Cannot find module 'lodash'")).toBe('stderr');
  });

  it("takes Node's stderr for an error unless the line is clearly tagged as information or a warning", () => {
    expect(logLineLevel('stderr', '[info] listening on 3000')).toBe('info');
    expect(logLineLevel('stderr', 'info: server started')).toBe('info');
    expect(logLineLevel('stderr', '[WARN] slow query')).toBe('warn');
    expect(logLineLevel('stderr', '(node:12) [DEP0040] DeprecationWarning: The `punycode` module is deprecated.')).toBe('warn');
    expect(logLineLevel('stderr', '(node:12) Warning: Accessing non-existent property')).toBe('warn');
    expect(logLineLevel('stderr', 'TypeError: Cannot read properties of undefined')).toBe('stderr');
  });

  it('leaves stdout and the runner\'s own notes as they are', () => {
    expect(logLineLevel('stdout', 'ERROR: printed on stdout')).toBe('stdout');
    expect(logLineLevel('system', 'Stopped: the app used more than its 256 MB of memory.')).toBe('system');
  });
});
