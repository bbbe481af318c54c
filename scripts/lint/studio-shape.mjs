// The one shape of a remote (STYLE.md §3, as bulletproof-react lays out features): `src/exposed` holds
// the screens the shell loads, `src/features/<feature>/…` one folder a feature, `src/lib` what the
// features of the remote share, `src/test` its test helpers, and `bootstrap.tsx` / `index.ts` the
// entry files. Imports flow one way, lib → features → exposed: a feature never imports another
// feature (what two share moves to lib), and neither lib nor a feature imports a screen.
import { dirname, join, relative, sep } from 'node:path';

export const SHARED_FOLDER = 'lib';
const FOLDERS = new Set(['exposed', 'features', SHARED_FOLDER, 'test']);
const ENTRY_FILES = new Set(['bootstrap.tsx', 'index.ts']);

/**
 * Where a path lies in its remote: `{ remote, layer, feature }` with `layer` the folder under src/
 * (or the file's name for a file right in src/), `feature` the feature folder's name; null outside
 * the src/ of a listed remote.
 */
export function placeOf(path, remotes) {
  const parts = path.split(/[\\/]/);
  const at = parts.findIndex((part, index) => remotes.includes(part) && parts[index + 1] === 'src');
  if (at < 0 || parts.length < at + 3) return null;
  const rest = parts.slice(at + 2);
  return { remote: parts[at], layer: rest[0], feature: rest[0] === 'features' && rest.length > 2 ? rest[1] : undefined, depth: rest.length };
}

/** Why a file at `place` is out of the shape, or null. */
function misplaced(place) {
  if (place.depth === 1) return ENTRY_FILES.has(place.layer) ? null : `only ${[...ENTRY_FILES].join(' and ')} stand right in src/`;
  if (!FOLDERS.has(place.layer)) return `src/${place.layer}/ is no part of a remote: screens go to src/exposed, features to src/features/<feature>, shared code to src/${SHARED_FOLDER}`;
  if (place.layer === 'features' && place.feature === undefined) return 'a file in src/features/ belongs in a feature folder: src/features/<feature>/';
  return null;
}

/** Why `from` may not import `to`, or null. */
function crossing(from, to) {
  if (from.remote !== to.remote) return null; // the frontend boundaries of eslint.config.mjs speak to that
  if (from.layer === 'test' || from.layer === 'exposed' || from.depth === 1) return null;
  if (to.layer === 'exposed') return 'Screens are the top of a remote: features and shared code never import src/exposed.';
  if (to.layer === 'features' && from.layer === SHARED_FOLDER) return `Shared code never imports a feature: src/${SHARED_FOLDER} is what features build on.`;
  if (to.layer === 'features' && from.layer === 'features' && to.feature !== from.feature) {
    return `Features never import another feature: move what ${from.feature} takes from ${to.feature} to src/${SHARED_FOLDER}, or merge the two if they are one.`;
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps a remote in the shape of STYLE.md §3: exposed, features, lib; no feature imports another.' },
    schema: [{ type: 'object', properties: { remotes: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
  },
  create(context) {
    const remotes = context.options[0]?.remotes ?? [];
    const file = relative(context.cwd, context.physicalFilename ?? context.filename).split(sep).join('/');
    const place = placeOf(file, remotes);
    if (!place) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = placeOf(join(dirname(file), source.value).split(sep).join('/'), remotes);
      const problem = target && crossing(place, target);
      if (problem) context.report({ node: source, message: problem });
    };
    return {
      Program(node) {
        const problem = misplaced(place);
        if (problem) context.report({ node, loc: { line: 1, column: 0 }, message: `Out of the remote shape: ${problem}.` });
      },
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const studioShapePlugin = { meta: { name: 'atelier-studio-shape' }, rules: { 'studio-shape': rule } };
