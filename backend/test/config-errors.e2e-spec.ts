import { AppProcess } from './support/app-process';

describe('start-up with a bad configuration', () => {
  it('exits with code 1 and lists every problem on stderr', async () => {
    const app = new AppProcess({
      PORT: 'abc',
      BACKEND_MODULES: 'config,bogus',
      ENGINE_TEXT: 'openai',
      CORS_ORIGINS: 'localhost:3000',
      DATABASE_URL: 'mysql://root:hunter2@db/atelier',
    });

    const exit = await app.exited;

    expect(exit.code).toBe(1);
    const lines = app.stderr.trim().split('\n');
    expect(lines[0]).toBe('Atelier API: invalid configuration (5 problems):');
    expect(lines.slice(1)).toEqual([
      expect.stringContaining('PORT must be an integer'),
      expect.stringContaining('DATABASE_URL must be'),
      expect.stringContaining('unknown area "bogus"'),
      expect.stringContaining('CORS_ORIGINS entry "localhost:3000"'),
      expect.stringContaining('OPENAI_API_KEY is required'),
    ]);
    expect(app.stderr).not.toContain('hunter2');
    expect(app.stdout).toBe('');
  });
});
