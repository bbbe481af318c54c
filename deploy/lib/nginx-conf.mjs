/**
 * A small reader of nginx configuration, enough to check routing by parsing: directives as a tree,
 * and location selection as nginx does it (exact, longest prefix, `^~`, then regexes in order).
 */

const SPECIAL = new Set([';', '{', '}']);

function tokenize(text) {
  const tokens = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) { i++; continue; }
    if (c === '#') { while (i < text.length && text[i] !== '\n') i++; continue; }
    if (SPECIAL.has(c)) { tokens.push({ value: c, special: true }); i++; continue; }
    if (c === '"' || c === "'") {
      let value = '';
      i++;
      // As nginx reads a quoted string: \" \' \\ \t \r \n are escapes; any other backslash stays
      // (a quoted regex keeps its `\.`).
      const ESCAPES = { '"': '"', "'": "'", '\\': '\\', t: '\t', r: '\r', n: '\n' };
      while (i < text.length && text[i] !== c) {
        if (text[i] === '\\' && i + 1 < text.length && text[i + 1] in ESCAPES) {
          value += ESCAPES[text[i + 1]];
          i += 2;
          continue;
        }
        value += text[i++];
      }
      if (i >= text.length) throw new Error('unterminated quoted string');
      i++;
      tokens.push({ value, special: false });
      continue;
    }
    let value = '';
    while (i < text.length && !/\s/.test(text[i]) && !SPECIAL.has(text[i])) {
      // ${var} inside a word is a variable, not a block.
      if (text[i] === '$' && text[i + 1] === '{') {
        const close = text.indexOf('}', i);
        value += text.slice(i, close + 1);
        i = close + 1;
        continue;
      }
      value += text[i++];
    }
    tokens.push({ value, special: false });
  }
  return tokens;
}

/** Parses a configuration into `{ name, args, block? }` directives. Throws on unbalanced braces. */
export function parseNginx(text) {
  const tokens = tokenize(text);
  let i = 0;
  function readBlock(nested) {
    const directives = [];
    for (;;) {
      if (i >= tokens.length) {
        if (nested) throw new Error('missing "}"');
        return directives;
      }
      if (tokens[i].special && tokens[i].value === '}') {
        if (!nested) throw new Error('unexpected "}"');
        i++;
        return directives;
      }
      const words = [];
      while (i < tokens.length && !tokens[i].special) words.push(tokens[i++].value);
      const end = tokens[i++];
      if (!end || end.value === '}') throw new Error(`directive "${words.join(' ')}" is not terminated by ";"`);
      const [name, ...args] = words;
      if (!words.length) throw new Error(`empty directive before "${end.value}"`);
      directives.push(end.value === '{' ? { name, args, block: readBlock(true) } : { name, args });
    }
  }
  return readBlock(false);
}

export function directives(block, name) {
  return block.filter((d) => d.name === name);
}

export function locations(serverBlock) {
  return directives(serverBlock, 'location').map((d) => {
    const [modifier, pattern] = d.args.length === 2 ? d.args : ['', d.args[0]];
    return { modifier, pattern, block: d.block };
  });
}

/** The location nginx picks for `uri` in a server block (nested locations are not considered). */
export function matchLocation(serverBlock, uri) {
  const all = locations(serverBlock);
  const exact = all.find((l) => l.modifier === '=' && l.pattern === uri);
  if (exact) return exact;
  let prefix = null;
  for (const l of all) {
    if ((l.modifier === '' || l.modifier === '^~') && uri.startsWith(l.pattern)) {
      if (!prefix || l.pattern.length > prefix.pattern.length) prefix = l;
    }
  }
  if (prefix?.modifier === '^~') return prefix;
  for (const l of all) {
    if ((l.modifier === '~' || l.modifier === '~*') && new RegExp(l.pattern, l.modifier === '~*' ? 'i' : '').test(uri)) {
      return l;
    }
  }
  return prefix;
}

/** `listen` ports of a server block. */
export function listenPorts(serverBlock) {
  return directives(serverBlock, 'listen').map((d) => {
    const m = /(?:^|:)(\d+)$/.exec(d.args[0]);
    return m ? Number(m[1]) : 80;
  });
}

/** Upstream blocks of an http-level file: name → [{ host, port }]. */
export function upstreams(root) {
  const map = new Map();
  for (const u of directives(root, 'upstream')) {
    map.set(
      u.args[0],
      directives(u.block, 'server').map((s) => {
        const [host, port] = s.args[0].split(':');
        return { host, port: Number(port ?? 80) };
      }),
    );
  }
  return map;
}

/**
 * Where the proxy sends `uri`: the chosen location, its upstream servers and the path they receive.
 * Returns null when no location proxies the request.
 */
export function route(root, uri) {
  const server = directives(root, 'server')[0]?.block ?? [];
  const location = matchLocation(server, uri);
  const pass = location && directives(location.block, 'proxy_pass')[0];
  if (!pass) return location ? { location, servers: [], path: null } : null;
  const m = /^https?:\/\/([^/:]+)(?::(\d+))?(\/.*)?$/.exec(pass.args[0]);
  if (!m) throw new Error(`cannot read proxy_pass ${pass.args[0]}`);
  const [, host, port, uriPart] = m;
  const servers = upstreams(root).get(host) ?? [{ host, port: Number(port ?? 80) }];
  let path = uri;
  if (uriPart !== undefined) {
    if (location.modifier !== '' && location.modifier !== '^~') {
      throw new Error(`proxy_pass with a URI inside regex location ${location.pattern}`);
    }
    path = uriPart + uri.slice(location.pattern.length);
  }
  return { location, upstream: upstreams(root).has(host) ? host : null, servers, path };
}
