// The one Jest run of the unit suites split back into a row per workspace (scripts/lib/unit-report.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { splitUnitReport } from '../lib/unit-report.mjs';

const file = (name, statuses, extra = {}) => ({
  name,
  status: statuses.includes('failed') ? 'failed' : 'passed',
  startTime: 1_000,
  endTime: 3_500,
  assertionResults: statuses.map((status, index) => ({ status, title: `t${index}`, fullName: `t${index}`, failureMessages: status === 'failed' ? ['boom'] : [] })),
  ...extra,
});

test('counts each file under the workspace that holds it, the deepest folder first', () => {
  const report = {
    testResults: [
      file('/r/packages/ui/src/a.test.tsx', ['passed', 'passed']),
      file('/r/packages/ui-kit/src/b.test.tsx', ['passed']),
      file('/r/backend/src/c.spec.ts', ['passed', 'failed']),
      file('/r/backend/src/deep/d.spec.ts', [], { status: 'failed', message: 'Cannot find module' }),
    ],
  };
  const rows = splitUnitReport(report, [
    { name: 'unit:ui', dir: '/r/packages/ui' },
    { name: 'unit:ui-kit', dir: '/r/packages/ui-kit' },
    { name: 'unit:backend', dir: '/r/backend' },
  ]);

  assert.deepEqual(
    rows.map(({ name, passed, failed, seconds }) => ({ name, passed, failed, seconds })),
    [
      { name: 'unit:ui', passed: 2, failed: 0, seconds: 2.5 },
      { name: 'unit:ui-kit', passed: 1, failed: 0, seconds: 2.5 },
      // A file that failed outside its tests is one failure, never silence.
      { name: 'unit:backend', passed: 1, failed: 2, seconds: 5 },
    ],
  );
  assert.deepEqual(
    rows[2].failures.map((failure) => failure.where),
    ['src/c.spec.ts › t1', 'src/deep/d.spec.ts (outside any test)'],
  );
});

test('a workspace with no file in the report has a row of zeros', () => {
  assert.deepEqual(splitUnitReport({ testResults: [] }, [{ name: 'unit:chat', dir: '/r/mfe-chat' }]), [
    { name: 'unit:chat', passed: 0, failed: 0, seconds: 0, failures: [] },
  ]);
});
