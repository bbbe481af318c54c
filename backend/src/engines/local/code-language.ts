export interface CodeLanguage {
  /** The fence tag. */
  tag: string;
  /** A small runnable example, named after the user's key words, with the topic as a comment. */
  render(words: string[], topic: string): string;
}

// Identifiers keep only ASCII letters and digits so the example stays valid code whatever was typed.
const identifierWords = (words: string[]) =>
  words
    .map((w) => w.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .filter((w) => /^[a-z]/.test(w))
    .slice(0, 3);
const camel = (words: string[]) =>
  identifierWords(words)
    .map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1)))
    .join('') || 'solve';
const snake = (words: string[]) => identifierWords(words).join('_') || 'solve';

const LANGUAGES: Array<CodeLanguage & { pattern: RegExp }> = [
  {
    pattern: /\bpython\b|\bpandas\b|\bdjango\b|\bflask\b/i,
    tag: 'python',
    render: (w, topic) =>
      `def ${snake(w)}(items):\n    """${topic}"""\n    result = []\n    for item in items:\n        result.append(item)\n    return result\n\n\nif __name__ == "__main__":\n    print(${snake(w)}([1, 2, 3]))`,
  },
  {
    pattern: /\btypescript\b|\bts\b|\bangular\b|\bnestjs\b/i,
    tag: 'typescript',
    render: (w, topic) =>
      `// ${topic}\nexport function ${camel(w)}<T>(items: readonly T[]): T[] {\n  return items.filter((item) => item !== undefined);\n}\n\nconsole.log(${camel(w)}([1, 2, 3]));`,
  },
  {
    pattern: /\bsql\b|\bquery\b|\bpostgres\w*\b|\bmysql\b|\bdatabase\b/i,
    tag: 'sql',
    render: (w, topic) =>
      `-- ${topic}\nSELECT id, name, created_at\nFROM ${snake(w)}\nWHERE created_at >= NOW() - INTERVAL '7 days'\nORDER BY created_at DESC\nLIMIT 20;`,
  },
  {
    pattern: /\bbash\b|\bshell\b|\bterminal\b|\bcommand line\b/i,
    tag: 'bash',
    render: (w, topic) =>
      `#!/usr/bin/env bash\n# ${topic}\nset -euo pipefail\n\n${snake(w)}() {\n  for item in "$@"; do\n    echo "processing $item"\n  done\n}\n\n${snake(w)} one two three`,
  },
  {
    pattern: /\brust\b|\bcargo\b/i,
    tag: 'rust',
    render: (w, topic) =>
      `// ${topic}\nfn ${snake(w)}(items: &[i32]) -> Vec<i32> {\n    items.iter().copied().filter(|n| *n > 0).collect()\n}\n\nfn main() {\n    println!("{:?}", ${snake(w)}(&[1, -2, 3]));\n}`,
  },
  {
    pattern: /\bin go\b|\bgolang\b/i,
    tag: 'go',
    render: (w, topic) =>
      `// ${topic}\npackage main\n\nimport "fmt"\n\nfunc ${camel(w)}(items []int) []int {\n\tvar out []int\n\tfor _, n := range items {\n\t\tif n > 0 {\n\t\t\tout = append(out, n)\n\t\t}\n\t}\n\treturn out\n}\n\nfunc main() {\n\tfmt.Println(${camel(w)}([]int{1, -2, 3}))\n}`,
  },
  {
    pattern: /\bhtml\b|\bweb page\b|\bwebpage\b|\bcss\b/i,
    tag: 'html',
    render: (_w, topic) =>
      `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n    <title>${topic}</title>\n    <style>\n      body { font-family: system-ui, sans-serif; margin: 2rem; }\n    </style>\n  </head>\n  <body>\n    <h1>${topic}</h1>\n  </body>\n</html>`,
  },
];

const JAVASCRIPT: CodeLanguage = {
  tag: 'javascript',
  render: (w, topic) =>
    `// ${topic}\nfunction ${camel(w)}(items) {\n  return items.filter((item) => item !== undefined);\n}\n\nconsole.log(${camel(w)}([1, 2, 3]));`,
};

/** The language the prompt names, else JavaScript. */
export function guessCodeLanguage(prompt: string): CodeLanguage {
  return LANGUAGES.find((language) => language.pattern.test(prompt)) ?? JAVASCRIPT;
}
