import type { ResourceSpec } from './api-spec';

/** What the Express and FastAPI READMEs say differently around the same sections. */
export interface ApiReadmeParts {
  title: string;
  /** The paragraph under the title and the "Run it" section's body. */
  intro: string;
  runIt: string;
  /** The endpoint table's rows, the field list and the first resource (the examples use it). */
  rows: string[];
  fields: string;
  first: ResourceSpec;
  port: number;
  /** The JSON body of the example POST. */
  example: object;
  /** The "Errors are JSON: …" example, as the framework writes it. */
  errorExample: string;
}

/** The README of a generated REST API project (Express or FastAPI), section by section. */
export function apiReadme({ title, intro, runIt, rows, fields, first, port, example, errorExample }: ApiReadmeParts): string {
  return `# ${title}

${intro}

## Run it

${runIt}

## Endpoints

| Method | Path | What it does |
|---|---|---|
| GET | / | What this API offers |
| GET | /health | Liveness check |
${rows.join('\n')}

## Fields

${fields}

## Examples

\`\`\`sh
curl http://localhost:${port}/api/${first.plural}
curl -X POST http://localhost:${port}/api/${first.plural} \\
  -H 'content-type: application/json' \\
  -d '${JSON.stringify(example).replace(/'/g, "'\\''")}'
\`\`\`

Errors are JSON: \`${errorExample}\`.
`;
}
