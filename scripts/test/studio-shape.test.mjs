// The remote shape of eslint.config.mjs (STYLE.md §3, scripts/lint/studio-shape.mjs), checked on
// snippets linted as if they were files at the given paths, and on the remotes as they are.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ESLint } from 'eslint';
import { REMOTES, ROOT } from '../lib/apps.mjs';
import { testImportCases } from './support/import-cases.mjs';

const eslint = new ESLint({ cwd: ROOT });
const RULE = 'atelier/studio-shape';

/** The studio-shape messages for a file at `path` that imports `source` (or nothing). */
async function shapeProblems(path, source) {
  const code = source ? `import { a } from '${source}';\nexport const b = a;\n` : 'export const b = 1;\n';
  const [result] = await eslint.lintText(code, { filePath: path });
  return result.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

const REFUSED = [
  ['mfe-build-studio/src/features/chat/components/chat-panel.tsx', '../../generation/use-generation', /Features never import another feature: move what chat takes from generation to src\/lib/],
  ['mfe-build-studio/src/features/files/use-file-actions.ts', '../preview/refresh-timing', /Features never import another feature/],
  ['mfe-marketing/src/features/credits/hooks/x.ts', '../../analytics/api/send-event', /Features never import another feature/],
  ['mfe-chat/src/features/landing/x.test.tsx', '../other/x', /Features never import another feature/],
  ['mfe-music-studio/src/features/lyrics/api/x.ts', '../../../exposed/music-studio', /never import src\/exposed/],
  ['mfe-movie-studio/src/lib/x.ts', '../features/movie/x', /Shared code never imports a feature/],
  ['mfe-integrations/src/lib/x.ts', '../exposed/demo', /never import src\/exposed/],
];
const MISPLACED = [
  ['mfe-music-studio/src/app/music-studio-screen.tsx', /src\/app\/ is no part of a remote/],
  ['mfe-music-studio/src/components/waveform.tsx', /src\/components\/ is no part of a remote/],
  ['mfe-build-studio/src/shared/x.ts', /src\/shared\/ is no part of a remote/],
  ['mfe-chat/src/helpers.ts', /only bootstrap.tsx and index.ts stand right in src\//],
  ['mfe-marketing/src/features/loose.ts', /belongs in a feature folder/],
];
const ALLOWED = [
  ['mfe-build-studio/src/features/chat/components/chat-panel.tsx', '../../../lib/workspace/workspace-context'],
  ['mfe-build-studio/src/features/chat/components/chat-panel.tsx', '../image-attachment'],
  ['mfe-build-studio/src/features/chat/components/chat-panel.tsx', '@atelier/runtime'],
  ['mfe-build-studio/src/exposed/build-studio.tsx', '../features/chat/components/chat-panel'],
  ['mfe-build-studio/src/exposed/studio-header.tsx', '../lib/workspace/workspace-context'],
  ['mfe-chat/src/features/landing/components/x.test.tsx', '../../../test/landing-harness'],
  ['mfe-chat/src/test/landing-harness.tsx', '../features/landing/components/landing-screen'],
  ['mfe-chat/src/bootstrap.tsx', './exposed/landing'],
  ['mfe-music-studio/src/lib/audio/transport.ts', '../music-options'],
  // The host is not a remote: its shape is its own.
  ['shell/src/pages/x.tsx', '../features/y'],
];

describe('eslint studio shape', () => {
  testImportCases(shapeProblems, { refused: REFUSED, allowed: ALLOWED, kind: 'shape' });
  for (const [path, expected] of MISPLACED) {
    test(`refuses a file at ${path}`, async () => {
      const problems = await shapeProblems(path);
      assert.equal(problems.length, 1, `expected one shape error, got ${JSON.stringify(problems)}`);
      assert.match(problems[0], expected);
    });
  }
  test('every remote keeps the shape', async () => {
    const results = await eslint.lintFiles(REMOTES.map((remote) => `${remote.folder}/src`));
    const problems = results.flatMap((result) =>
      result.messages.filter((message) => message.ruleId === RULE).map((message) => `${result.filePath}:${message.line} ${message.message}`),
    );
    assert.deepEqual(problems, []);
  });
});
