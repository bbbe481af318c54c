// What failed, in a few lines each, read back from the suites' reports: `npm test` prints it just above its
// summary, so a log that keeps only its tail (CI's) still says which test failed and why.

const ANSI = /\u001b\[[0-9;]*m/g;
const MAX_LINES = 8;

/** The first lines of a failure message that say something, without colour codes. */
export function firstLines(text, maxLines = MAX_LINES) {
  const lines = String(text ?? '')
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    // Frames inside Jest, Playwright or Node say nothing about the failure.
    .filter((line) => !/^\s*at .*(node_modules|\(node:|node:internal|\(<anonymous>\))/.test(line) && line.trim() !== '----');
  const kept = lines.slice(0, maxLines);
  if (lines.length > maxLines) kept.push(`… (${lines.length - maxLines} more lines)`);
  return kept;
}

const relativeTo = (root, file) => (root && file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file);

/**
 * A Jest `--json` report: each failed test, and each file that failed outside its tests (an error thrown in
 * `afterAll`, or an uncaught error between tests): Jest counts no failed test for those, yet fails the run.
 */
export function jestFailures(report, root = '') {
  const failures = [];
  for (const file of report?.testResults ?? []) {
    const name = relativeTo(root, file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      failures.push({ where: `${name} › ${test.fullName ?? test.title}`, lines: firstLines((test.failureMessages ?? []).join('\n')) });
    }
    if (failed.length === 0 && file.status === 'failed') {
      failures.push({ where: `${name} (outside any test)`, lines: firstLines(file.message || file.failureMessage) });
    }
  }
  return failures;
}

/**
 * A Playwright JSON report: each test whose final result was not the expected one, and each flaky one (failed,
 * then passed on its retry) with the error of its failed attempt.
 */
export function playwrightFailures(report) {
  const failures = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failed = test.status === 'flaky' ? test.results?.find((result) => result.status !== 'passed') : test.results?.at(-1);
        const where = [...titles, spec.title].filter(Boolean).join(' › ');
        failures.push({
          where: `${spec.file ?? suite.file ?? ''}:${spec.line ?? 0} [${test.projectName}] ${where}${test.status === 'flaky' ? ' (flaky: passed on its retry)' : ''}`,
          lines: firstLines(failed?.error?.message ?? failed?.status ?? 'failed'),
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) visit(suite, []);
  // Errors outside any test: a global setup that failed, a spec file that does not load.
  for (const error of report?.errors ?? []) failures.push({ where: '(outside any test)', lines: firstLines(error.message) });
  return failures;
}

/** A TAP report (node --test): each `not ok` line with the YAML block under it. */
export function tapFailures(tap) {
  const failures = [];
  const lines = String(tap ?? '').split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const match = /^(\s*)not ok \d+ - (.*)$/.exec(lines[index]);
    if (!match) continue;
    const detail = [];
    let onlySubtests = false;
    for (let next = index + 1; next < lines.length && lines[next].startsWith(`${match[1]}  `); next += 1) {
      const line = lines[next].trim();
      if (line === "failureType: 'subtestsFailed'") onlySubtests = true;
      if (/^(error|expected|actual|code|location):/.test(line)) detail.push(line);
    }
    // A subtest's failure also fails its parent; the subtest says what broke.
    if (!onlySubtests) failures.push({ where: match[2], lines: firstLines(detail.join('\n')) });
  }
  return failures;
}

/** The digest as printed: one block per suite with failures. */
export function formatDigest(entries, maxPerSuite = 10) {
  const out = [];
  for (const { suite, failures } of entries) {
    if (!failures.length) continue;
    out.push(`${suite}:`);
    for (const failure of failures.slice(0, maxPerSuite)) {
      out.push(`  ✗ ${failure.where}`);
      for (const line of failure.lines) out.push(`      ${line}`);
    }
    if (failures.length > maxPerSuite) out.push(`  … and ${failures.length - maxPerSuite} more`);
  }
  return out.length ? ['', 'What failed (the full output is above):', ...out].join('\n') : '';
}
