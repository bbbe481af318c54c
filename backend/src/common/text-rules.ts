/**
 * Lone UTF-16 surrogates (not Unicode text: PostgreSQL, encoders and validators choke on them), noncharacters
 * (never meant for interchange; U+FFFE/U+FFFF are not even allowed in XML, so an SVG render fails on them) and
 * C0 control characters other than tab, line feed and carriage return (NUL is refused by PostgreSQL).
 * With the `u` flag a well-formed surrogate pair is one code point, so \p{Cs} matches lone halves only.
 */
const NOT_ALLOWED = /[\p{Cs}\p{Noncharacter_Code_Point}\u0000-\u0008\u000B\u000C\u000E-\u001F]/u;

/** True when `text` is well-formed Unicode without disallowed control characters. */
export function isAllowedText(text: string): boolean {
  return !NOT_ALLOWED.test(text);
}

/** Where a request value holds disallowed text: a field path such as `message` or `items[2].name`. */
export interface TextProblem {
  path: string;
  /** The offending text is a property name, not a value. */
  inName: boolean;
}

/**
 * The first string in `value` (a parsed body, query or path parameter), or property name, that is not allowed
 * text. `root` names `value` itself (e.g. the parameter); nested paths start from it. Iterative, like the shape check.
 */
export function findDisallowedText(value: unknown, root = ''): TextProblem | undefined {
  const stack: Array<{ node: unknown; path: string }> = [{ node: value, path: root }];
  while (stack.length) {
    const { node, path } = stack.pop()!;
    if (typeof node === 'string') {
      if (!isAllowedText(node)) return { path, inName: false };
    } else if (Array.isArray(node)) {
      node.forEach((child, index) => stack.push({ node: child, path: `${path}[${index}]` }));
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node)) {
        if (!isAllowedText(key)) return { path, inName: true };
        stack.push({ node: child, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return undefined;
}

/** Field paths come from the client too: long ones are cut. */
const MAX_SHOWN_PATH = 100;

/** The 400 message for a problem, naming the field but never echoing the text. */
export function describeTextProblem(problem: TextProblem): string {
  const path = problem.path.length > MAX_SHOWN_PATH ? `${problem.path.slice(0, MAX_SHOWN_PATH)}…` : problem.path;
  if (problem.inName) return `${path ? `${path} has` : 'the request has'} a property name with a character that is not allowed`;
  return `${path || 'the request'} contains a character that is not allowed`;
}
