import type { ReferenceOperation } from './openapi-reference';

/** Placeholders the reader replaces, named the same in every language. */
export const API_KEY_PLACEHOLDER = 'YOUR_API_KEY';
export const SESSION_TOKEN_PLACEHOLDER = 'YOUR_SESSION_TOKEN';

export type ExampleLanguage = 'curl' | 'php' | 'javascript';

/** The request body with the placeholder key in place of the document's example key. */
function exampleBody(operation: ReferenceOperation): unknown {
  const { body } = operation;
  if (operation.auth === 'api-key-in-body' && body && typeof body === 'object' && !Array.isArray(body) && 'api_key' in body) {
    return { ...(body as Record<string, unknown>), api_key: API_KEY_PLACEHOLDER };
  }
  return body;
}

function url(baseOrigin: string, operation: ReferenceOperation): string {
  const path = operation.examplePath.replace(/([?&]api_key=)[^&]*/, `$1${API_KEY_PLACEHOLDER}`);
  return `${baseOrigin.replace(/\/+$/, '')}${path}`;
}

function headers(operation: ReferenceOperation): Array<[string, string]> {
  const list: Array<[string, string]> = [];
  if (operation.auth === 'api-key-bearer') list.push(['Authorization', `Bearer ${API_KEY_PLACEHOLDER}`]);
  if (operation.auth === 'session') list.push(['Authorization', `Bearer ${SESSION_TOKEN_PLACEHOLDER}`]);
  if (operation.body !== undefined) list.push(['Content-Type', 'application/json']);
  return list;
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

export function curlExample(origin: string, operation: ReferenceOperation): string {
  const lines = [`curl -X ${operation.method.toUpperCase()} ${shellQuote(url(origin, operation))}`];
  for (const [name, value] of headers(operation)) lines.push(`  -H ${shellQuote(`${name}: ${value}`)}`);
  const body = exampleBody(operation);
  if (body !== undefined) lines.push(`  -d ${shellQuote(JSON.stringify(body))}`);
  return lines.join(' \\\n');
}

const phpString = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A JSON value as a PHP literal (arrays with `=>` for objects), indented like the rest of the example. */
export function phpValue(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return phpString(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${phpValue(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return 'new stdClass()';
  return `[\n${entries.map(([key, item]) => `${inner}${phpString(key)} => ${phpValue(item, inner)},`).join('\n')}\n${indent}]`;
}

export function phpExample(origin: string, operation: ReferenceOperation): string {
  const options = [`    CURLOPT_CUSTOMREQUEST => '${operation.method.toUpperCase()}',`, '    CURLOPT_RETURNTRANSFER => true,'];
  const headerList = headers(operation);
  if (headerList.length) {
    options.push(`    CURLOPT_HTTPHEADER => [${headerList.map(([name, value]) => phpString(`${name}: ${value}`)).join(', ')}],`);
  }
  const body = exampleBody(operation);
  if (body !== undefined) options.push(`    CURLOPT_POSTFIELDS => json_encode(${phpValue(body, '    ')}),`);
  return [
    '<?php',
    `$ch = curl_init(${phpString(url(origin, operation))});`,
    'curl_setopt_array($ch, [',
    ...options,
    ']);',
    '$data = json_decode(curl_exec($ch), true);',
    'curl_close($ch);',
  ].join('\n');
}

export function javascriptExample(origin: string, operation: ReferenceOperation): string {
  const init = [`  method: '${operation.method.toUpperCase()}',`];
  const headerList = headers(operation);
  if (headerList.length) {
    init.push(`  headers: { ${headerList.map(([name, value]) => `${/^[A-Za-z]+$/.test(name) ? name : `'${name}'`}: '${value}'`).join(', ')} },`);
  }
  const body = exampleBody(operation);
  if (body !== undefined) init.push(`  body: JSON.stringify(${JSON.stringify(body, null, 2).replace(/\n/g, '\n  ')}),`);
  return [`const response = await fetch(${JSON.stringify(url(origin, operation)).replace(/^"|"$/g, "'")}, {`, ...init, '});', 'const data = await response.json();'].join('\n');
}

export const EXAMPLES: Readonly<Record<ExampleLanguage, { label: string; build: (origin: string, operation: ReferenceOperation) => string }>> = {
  curl: { label: 'curl', build: curlExample },
  php: { label: 'PHP', build: phpExample },
  javascript: { label: 'JavaScript', build: javascriptExample },
};
