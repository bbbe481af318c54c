export interface TextPart {
  kind: 'text' | 'code';
  text: string;
  /** The info string after the opening fence, e.g. `ts`. */
  lang?: string;
}

/** Splits message text at ``` fences; an unclosed fence (still streaming) runs to the end as code. */
export function splitCodeFences(content: string): TextPart[] {
  const parts: TextPart[] = [];
  let rest = content;
  for (;;) {
    const open = rest.indexOf('```');
    if (open === -1) break;
    if (open > 0) parts.push({ kind: 'text', text: rest.slice(0, open) });
    const afterOpen = rest.slice(open + 3);
    const lineEnd = afterOpen.indexOf('\n');
    const lang = lineEnd === -1 ? afterOpen.trim() : afterOpen.slice(0, lineEnd).trim();
    const body = lineEnd === -1 ? '' : afterOpen.slice(lineEnd + 1);
    const close = body.indexOf('```');
    const code = (close === -1 ? body : body.slice(0, close)).replace(/\n$/, '');
    parts.push({ kind: 'code', text: code, ...(lang ? { lang } : {}) });
    if (close === -1) return parts;
    rest = body.slice(close + 3).replace(/^\n/, '');
  }
  if (rest) parts.push({ kind: 'text', text: rest });
  return parts;
}
