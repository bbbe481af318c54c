/** Reads Dockerfiles and .dockerignore well enough to check them against the repository. */

/** Instructions `{ cmd, args, line }`, continuation lines joined, comments dropped. */
export function parseDockerfile(text) {
  const out = [];
  let buffer = '';
  let start = 0;
  text.split('\n').forEach((raw, index) => {
    if (/^\s*#/.test(raw)) return;
    if (!buffer) start = index + 1;
    if (/\\\s*$/.test(raw)) {
      buffer += raw.replace(/\\\s*$/, ' ');
      return;
    }
    buffer += raw;
    const trimmed = buffer.trim();
    buffer = '';
    if (!trimmed) return;
    const m = /^(\S+)\s*([\s\S]*)$/.exec(trimmed);
    out.push({ cmd: m[1].toUpperCase(), args: m[2].trim(), line: start });
  });
  return out;
}

function splitFlags(args) {
  const flags = {};
  let rest = args;
  for (let m; (m = /^--([a-z-]+)(?:=(\S+))?\s+/.exec(rest)); rest = rest.slice(m[0].length)) flags[m[1]] = m[2] ?? true;
  return { flags, rest };
}

/** COPY/ADD: `{ flags, sources, dest }` (shell or JSON form). */
export function parseCopy(args) {
  const { flags, rest } = splitFlags(args);
  const parts = rest.startsWith('[') ? JSON.parse(rest) : rest.split(/\s+/);
  return { flags, sources: parts.slice(0, -1), dest: parts.at(-1) };
}

// Instructions whose arguments Docker expands ARG/ENV variables in (RUN, CMD and HEALTHCHECK are left to the shell).
const EXPANDED = new Set(['ADD', 'COPY', 'ENV', 'EXPOSE', 'FROM', 'LABEL', 'STOPSIGNAL', 'USER', 'VOLUME', 'WORKDIR', 'ARG']);

/** `$X`, `${X}`, `${X:-word}`, `${X:+word}` as Docker expands them; an unset variable is empty. */
export function expandVariables(text, vars) {
  return text.replace(/\\\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?::([-+])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (match, braced, op, word, bare) => {
    if (match === '\\$') return '$';
    const value = vars[braced ?? bare];
    if (op === '-') return value ? value : word;
    if (op === '+') return value ? word : '';
    return value ?? '';
  });
}

/** `ARG NAME[=default]` → [name, default | undefined]. */
function parseArg(args) {
  const m = /^([A-Za-z_][A-Za-z0-9_]*)(?:=(.*))?$/.exec(args.trim());
  return [m[1], m[2]?.replace(/^"(.*)"$/, '$1')];
}

/**
 * Stages `[{ from, name, instructions }]` with build arguments applied as `docker build --build-arg`
 * would: global ARGs (before the first FROM) in FROM lines, stage ARG/ENV values in COPY, ENV, EXPOSE….
 */
export function stages(instructions, buildArgs = {}) {
  const list = [];
  const globals = {};
  let scope = null;
  for (const raw of instructions) {
    if (raw.cmd === 'FROM') {
      const args = expandVariables(raw.args, globals);
      const m = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?/i.exec(args);
      list.push({ from: m[1], name: m[2] ?? String(list.length), instructions: [] });
      scope = {};
      continue;
    }
    const ins = EXPANDED.has(raw.cmd) && scope ? { ...raw, args: expandVariables(raw.args, scope) } : raw;
    if (ins.cmd === 'ARG') {
      const [name, fallback] = parseArg(raw.args);
      if (!scope) globals[name] = buildArgs[name] ?? fallback;
      else scope[name] = buildArgs[name] ?? (fallback === undefined ? globals[name] : expandVariables(fallback, scope));
    }
    if (ins.cmd === 'ENV' && scope) Object.assign(scope, parseEnv(ins.args));
    if (list.length) list.at(-1).instructions.push(ins);
  }
  return list;
}

/**
 * The image a build produces: the last stage, with the instructions of the earlier stages it is built
 * FROM (`FROM static AS serve-remote`) in front of its own.
 */
export function finalStage(list) {
  const chain = [list.at(-1)];
  for (let parent; (parent = list.find((s) => s.name === chain[0].from && s !== chain[0])); ) chain.unshift(parent);
  return { from: chain[0].from, name: chain.at(-1).name, instructions: chain.flatMap((s) => s.instructions) };
}

/** ENV in both forms (`ENV A=1 B=2`, `ENV A 1`). */
export function parseEnv(args) {
  const env = {};
  if (!/^[A-Za-z_][A-Za-z0-9_]*=/.test(args)) {
    const [key, ...value] = args.split(/\s+/);
    env[key] = value.join(' ');
    return env;
  }
  for (const m of args.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|\S*)/g)) {
    env[m[1]] = m[2].replace(/^"(.*)"$/, '$1');
  }
  return env;
}

/** Shell-glob → RegExp over a path relative to the context (`**` crosses directories). */
export function globToRegExp(pattern) {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '*' && pattern[i + 1] === '*') {
      if (pattern[i + 2] === '/') { source += '(?:.*/)?'; i += 2; } else { source += '.*'; i += 1; }
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** `.dockerignore` as a predicate: is this context-relative path left out of the build context? */
export function dockerignore(text) {
  const rules = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const negate = l.startsWith('!');
      const pattern = (negate ? l.slice(1) : l).replace(/^\/+/, '').replace(/\/+$/, '');
      return { negate, re: globToRegExp(pattern) };
    });
  return (path) => {
    const clean = path.replace(/^\.\//, '').replace(/\/+$/, '');
    const segments = clean.split('/');
    const candidates = segments.map((_, i) => segments.slice(0, i + 1).join('/'));
    let excluded = false;
    for (const rule of rules) if (candidates.some((c) => rule.re.test(c))) excluded = !rule.negate;
    return excluded;
  };
}
