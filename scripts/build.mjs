#!/usr/bin/env node
// `npm run build`: build every app, then print each app's first-render JS (gzipped); exits 1 when an app
// passes its first-render budget (scripts/lib/first-render-budgets.mjs).
import { ALL_APPS, buildApp } from './lib/build.mjs';
import { budgetOf } from './lib/first-render-budgets.mjs';
import { measureFirstRender } from './lib/first-render.mjs';

const started = Date.now();
let frontendMs = 0;
for (const app of ALL_APPS) {
  const ms = await buildApp(app, { quiet: true });
  if (app.folder !== 'backend') frontendMs += ms;
  console.log(`built ${app.folder.padEnd(18)} ${(ms / 1000).toFixed(1).padStart(5)} s`);
}
console.log(`\nall frontends: ${(frontendMs / 1000).toFixed(1)} s; everything: ${((Date.now() - started) / 1000).toFixed(1)} s`);

const sizes = await measureFirstRender();
if (!sizes) {
  console.log('\nFirst-render JS not measured: Chromium not found (set CHROMIUM_PATH).');
} else {
  console.log('\nJS needed for first render (gzipped; remotes: what they add on top of the shell)');
  const over = [];
  for (const row of sizes) {
    const kb = (row.gzip / 1024).toFixed(1);
    const budget = budgetOf(row);
    if (budget.over) over.push(`${row.app} ${kb} KB`);
    console.log(`  ${row.app.padEnd(18)} ${kb.padStart(7)} KB gz  (${(row.raw / 1024).toFixed(0)} KB raw, ${row.files} files)  ${row.note ?? budget.note}`);
  }
  if (over.length) {
    console.error(`\nFirst render over budget: ${over.join(', ')} (scripts/lib/first-render-budgets.mjs)`);
    process.exitCode = 1;
  }
}
