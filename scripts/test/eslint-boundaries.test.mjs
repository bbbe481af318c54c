// The import boundaries of eslint.config.mjs (ARCHITECTURE.md §3), checked on snippets linted as if they
// were files at the given paths: what must be refused is, and what is allowed is not flagged.
import { describe } from 'node:test';
import { ESLint } from 'eslint';
import { ROOT } from '../lib/apps.mjs';
import { testImportCases } from './support/import-cases.mjs';

const eslint = new ESLint({ cwd: ROOT });

/** The no-restricted-imports messages for `import { a } from '<source>'` in a file at `path`. */
async function boundaryProblems(path, source) {
  const [result] = await eslint.lintText(`import { a } from '${source}';\nexport const b = a;\n`, { filePath: path });
  return result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

const REFUSED = [
  ['backend/src/modules/media/photo.service.ts', '../chat/chat.service', /Backend areas never import each other/],
  ['backend/src/modules/media/video/video.service.ts', '../../chat/chat.service', /Backend areas/],
  ['backend/src/modules/media/video/video.service.ts', '../../../modules/chat/chat.service', /Backend areas/],
  ['backend/src/modules/media/photo.service.ts', '../module-registry', /Backend areas/],
  ['backend/src/common/app.exception.ts', '../modules/chat/chat.service', /Kernels never import backend areas/],
  ['backend/src/metering/quotas/daily-quotas.service.ts', '../../modules/chat/chat.service', /Kernels never import/],
  ['mfe-chat/src/features/landing/x.ts', '../../../../shell/src/app', /Remotes never import each other or the shell/],
  ['mfe-chat/src/features/landing/x.ts', '../../../../mfe-integrations/src/x', /Remotes never import/],
  ['mfe-chat/src/bootstrap.tsx', '@atelier/mfe-integrations', /Remotes never import/],
  ['mfe-chat/src/bootstrap.tsx', '@atelier/shell', /Remotes never import/],
  ['mfe-chat/src/bootstrap.tsx', 'integrations/Demo', /Remotes never import/],
  ['shell/src/app.tsx', 'chat/Landing', /Module Federation at run time/],
  ['shell/rsbuild.config.ts', '../mfe-chat/src/x', /Module Federation at run time/],
  ['packages/runtime/src/index.ts', '../../../shell/src/app', /packages\/\* never import apps/],
  ['packages/ui/src/index.ts', '@atelier/backend', /never import apps/],
  ['packages/build-config/app-manifest.mjs', '../../e2e/support/ports', /never import apps/],
];

const ALLOWED = [
  ['backend/src/modules/media/video/video.service.ts', '../photo.service'],
  ['backend/src/modules/media/video/video.service.ts', '../../../common/app.exception'],
  ['backend/src/modules/media/photo.service.ts', '../../metering/quotas/daily-quotas.service'],
  // A folder of the area itself named like another area is the area's own.
  ['backend/src/modules/marketing/generation/generation.service.ts', '../chat/marketing-chat.service'],
  ['backend/src/common/app.exception.ts', '../config/app-config.interface'],
  ['backend/src/modules/module-registry.ts', './chat/chat.module'],
  ['backend/src/app.module.ts', './modules/module-registry'],
  ['mfe-chat/src/features/landing/x.ts', '@atelier/runtime'],
  ['mfe-chat/src/features/landing/x.ts', '../../../test/landing-harness'],
  ['shell/src/app.tsx', '@atelier/ui'],
  ['packages/runtime/src/index.ts', '@atelier/api-types'],
];

describe('eslint import boundaries', () => {
  testImportCases(boundaryProblems, { refused: REFUSED, allowed: ALLOWED, kind: 'boundary' });
});
