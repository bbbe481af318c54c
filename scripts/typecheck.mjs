#!/usr/bin/env node
// `npm run typecheck`: a type check without output of every workspace that has TypeScript (lib/typechecked.mjs).
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/apps.mjs';
import { TYPECHECKED, typeCheckArgs } from './lib/typechecked.mjs';

let failed = 0;
for (const workspace of TYPECHECKED) {
  const result = spawnSync(process.execPath, typeCheckArgs(workspace), { cwd: ROOT, stdio: 'inherit' });
  console.log(`${result.status === 0 ? 'ok  ' : 'FAIL'} ${workspace}`);
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
