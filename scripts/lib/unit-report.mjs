// The unit suites run as one Jest invocation (one start-up, every worker busy until the last file), yet the
// summary keeps one row per workspace: this splits that run's `--json` report by the folder each file lives in.
import { jestFailures } from './failure-digest.mjs';

/**
 * `suites`: [{ name, dir }] with absolute workspace folders. Each row: passed and failed tests of the files under
 * `dir`, a file that failed outside its tests counting as one failed test (Jest counts none for it), the
 * seconds its files took (summed: they ran beside the other suites' files), and its failures for the digest.
 */
export function splitUnitReport(report, suites) {
  const owner = (file) =>
    suites
      .filter((suite) => file.startsWith(`${suite.dir}/`))
      .sort((a, b) => b.dir.length - a.dir.length)[0];
  const rows = new Map(suites.map((suite) => [suite.name, { name: suite.name, passed: 0, failed: 0, seconds: 0, files: [] }]));
  for (const file of report?.testResults ?? []) {
    const suite = owner(file.name ?? '');
    if (!suite) continue;
    const row = rows.get(suite.name);
    const tests = file.assertionResults ?? [];
    const failedTests = tests.filter((test) => test.status === 'failed').length;
    row.passed += tests.filter((test) => test.status === 'passed').length;
    row.failed += failedTests || (file.status === 'failed' ? 1 : 0);
    if (file.startTime && file.endTime) row.seconds += (file.endTime - file.startTime) / 1000;
    row.files.push(file);
  }
  return suites.map((suite) => {
    const { files, ...row } = rows.get(suite.name);
    return { ...row, failures: jestFailures({ testResults: files }, suite.dir) };
  });
}
