// `npm run build` fails when an app's first render passes its budget (scripts/lib/first-render-budgets.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { budgetOf, FIRST_RENDER_BUDGETS_KB } from '../lib/first-render-budgets.mjs';

const row = (app, kb) => ({ app, gzip: kb * 1024, raw: 0, files: 1 });

test('the shell and Build Studio have budgets: 150 and 60 KB gzipped', () => {
  assert.equal(FIRST_RENDER_BUDGETS_KB.shell, 150);
  assert.equal(FIRST_RENDER_BUDGETS_KB['mfe-build-studio'], 60);
});

test('a first render within its budget passes, one byte over fails', () => {
  assert.deepEqual(budgetOf(row('mfe-build-studio', 60)), { over: false, note: 'budget 60 KB' });
  assert.deepEqual(budgetOf({ ...row('mfe-build-studio', 60), gzip: 60 * 1024 + 1 }), { over: true, note: 'budget 60 KB — OVER BUDGET' });
  assert.equal(budgetOf(row('shell', 150.5)).over, true);
});

test('an app without a budget is never over', () => {
  assert.deepEqual(budgetOf(row('mfe-chat', 500)), { over: false, note: '' });
});
