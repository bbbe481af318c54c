import { apiReadme } from './api-readme';
import { readApiSpec } from './api-spec';

describe(apiReadme.name, () => {
  const first = readApiSpec('a bookstore API with books').resources[0];
  const readme = apiReadme({
    title: 'Bookstore API',
    intro: 'Intro.',
    runIt: 'npm start',
    rows: ['| GET | /api/books | List books |'],
    fields: '- **Book**: `title` (string)',
    first,
    port: 3000,
    example: { title: "O'Brien" },
    errorExample: '{ "error": {} }',
  });

  it('lists the two fixed endpoints before the resources', () => {
    expect(readme).toContain('| GET | /health | Liveness check |\n| GET | /api/books | List books |\n');
  });

  it('quotes the example body for a POSIX shell, on the project port', () => {
    expect(readme).toContain(`curl http://localhost:3000/api/${first.plural}\n`);
    expect(readme).toContain(`-d '{"title":"O'\\''Brien"}'`);
    expect(readme.endsWith('Errors are JSON: `{ "error": {} }`.\n')).toBe(true);
  });
});
