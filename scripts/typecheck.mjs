#!/usr/bin/env node
// `npm run typecheck`: tsc --noEmit over every workspace that has TypeScript.
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/apps.mjs';
import { TYPECHECKED, tscArgs } from './lib/typechecked.mjs';

let failed = 0;
for (const workspace of TYPECHECKED) {
  const result = spawnSync('npx', tscArgs(workspace), { cwd: ROOT, stdio: 'inherit' });
  console.log(`${result.status === 0 ? 'ok  ' : 'FAIL'} ${workspace}`);
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
