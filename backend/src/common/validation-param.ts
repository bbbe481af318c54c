import type { ValidationError } from 'class-validator';

/**
 * The field the first validation problem is about, written as OpenAI's API names it in `error.param`:
 * `n`, `messages[1].role`, `tools[0].function.name` (array positions in brackets). Null when no field is named.
 */
export function paramOf(errors: readonly ValidationError[]): string | null {
  const path: string[] = [];
  let current: ValidationError | undefined = errors[0];
  while (current) {
    path.push(current.property);
    // class-validator reports the nested field's own problem in children; the deepest one names the field.
    if (current.constraints && Object.keys(current.constraints).length > 0) break;
    current = current.children?.[0];
  }
  return formatParam(path);
}

/** `['messages', '1', 'role']` → `messages[1].role`. */
export function formatParam(path: readonly string[]): string | null {
  const text = path
    .filter((segment) => segment !== '')
    .map((segment, index) => (/^\d+$/.test(segment) ? `[${segment}]` : index === 0 ? segment : `.${segment}`))
    .join('');
  return text || null;
}
