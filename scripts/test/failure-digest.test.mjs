import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { firstLines, formatDigest, jestFailures, playwrightFailures, tapFailures } from '../lib/failure-digest.mjs';

describe('failure digest', () => {
  it('keeps the lines that say what failed: no colours, no frames from Jest or Node, at most eight', () => {
    const message = [
      '\u001b[31mError: expected 200 "OK", got 502 "Bad Gateway"\u001b[39m',
      '    at Object.<anonymous> (/repo/backend/test/runner.e2e-spec.ts:212:46)',
      '    at Promise.then.completed (/repo/node_modules/jest-circus/build/utils.js:298:28)',
      '    at new Promise (<anonymous>)',
      '    at processTicksAndRejections (node:internal/process/task_queues:95:5)',
      '    at IncomingMessage.emit (node:events:536:35)',
      '    ----',
    ].join('\n');
    assert.deepEqual(firstLines(message), [
      'Error: expected 200 "OK", got 502 "Bad Gateway"',
      '    at Object.<anonymous> (/repo/backend/test/runner.e2e-spec.ts:212:46)',
    ]);
    const long = Array.from({ length: 12 }, (_, index) => `line ${index}`).join('\n');
    assert.equal(firstLines(long).length, 9);
    assert.equal(firstLines(long).at(-1), '… (4 more lines)');
  });

  it('names failed Jest tests, and a file that failed outside its tests although none of them did', () => {
    const report = {
      testResults: [
        { name: '/repo/backend/test/a.e2e-spec.ts', status: 'passed', message: '', assertionResults: [{ status: 'passed', fullName: 'a works' }] },
        {
          name: '/repo/backend/test/b.e2e-spec.ts',
          status: 'failed',
          message: '● b › fails\n\n    expected 1, got 2',
          assertionResults: [{ status: 'failed', fullName: 'b fails', failureMessages: ['Error: expected 1, got 2'] }],
        },
        {
          name: '/repo/backend/test/c.e2e-spec.ts',
          status: 'failed',
          message: '  ● Test suite failed to run\n\n    Connection terminated unexpectedly',
          assertionResults: [{ status: 'passed', fullName: 'c works' }],
        },
      ],
    };
    assert.deepEqual(jestFailures(report, '/repo/backend'), [
      { where: 'test/b.e2e-spec.ts › b fails', lines: ['Error: expected 1, got 2'] },
      { where: 'test/c.e2e-spec.ts (outside any test)', lines: ['  ● Test suite failed to run', '    Connection terminated unexpectedly'] },
    ]);
    assert.deepEqual(jestFailures(null), []);
  });

  it("names unexpected and flaky Playwright results with their project and the failed attempt's error, and errors outside tests", () => {
    const report = {
      suites: [
        {
          title: 'landing/chat.spec.ts',
          file: 'landing/chat.spec.ts',
          specs: [],
          suites: [
            {
              title: 'landing chat',
              specs: [
                { title: 'streams', file: 'landing/chat.spec.ts', line: 12, tests: [{ status: 'expected', projectName: 'phone', results: [] }] },
                {
                  title: 'keeps the draft',
                  file: 'landing/chat.spec.ts',
                  line: 30,
                  tests: [{ status: 'flaky', projectName: 'phone', results: [{ status: 'timedOut', error: { message: 'Test timeout of 30000ms exceeded.' } }, { status: 'passed' }] }],
                },
                {
                  title: 'survives a reload',
                  file: 'landing/chat.spec.ts',
                  line: 46,
                  tests: [{ status: 'unexpected', projectName: 'desktop', results: [{ status: 'failed', error: { message: 'Timed out 5000ms' } }] }],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'Error: global setup failed' }],
    };
    assert.deepEqual(playwrightFailures(report), [
      { where: 'landing/chat.spec.ts:30 [phone] landing chat › keeps the draft (flaky: passed on its retry)', lines: ['Test timeout of 30000ms exceeded.'] },
      { where: 'landing/chat.spec.ts:46 [desktop] landing chat › survives a reload', lines: ['Timed out 5000ms'] },
      { where: '(outside any test)', lines: ['Error: global setup failed'] },
    ]);
  });

  it('reads failed node tests from TAP, without the parents that only failed through them', () => {
    const tap = [
      'TAP version 13',
      '# Subtest: serve',
      '    # Subtest: gzips',
      '    not ok 1 - gzips',
      '      ---',
      '      duration_ms: 1.2',
      "      location: '/repo/scripts/test/serve.test.mjs:3:1'",
      "      failureType: 'testCodeFailure'",
      "      error: 'Expected values to be strictly equal'",
      "      code: 'ERR_ASSERTION'",
      '      ...',
      'not ok 1 - serve',
      '  ---',
      "  failureType: 'subtestsFailed'",
      "  error: '1 subtest failed'",
      '  ...',
      'ok 2 - other',
    ].join('\n');
    assert.deepEqual(tapFailures(tap), [
      {
        where: 'gzips',
        lines: ["location: '/repo/scripts/test/serve.test.mjs:3:1'", "error: 'Expected values to be strictly equal'", "code: 'ERR_ASSERTION'"],
      },
    ]);
  });

  it('prints one block per suite with failures, capped, and nothing when all passed', () => {
    assert.equal(formatDigest([{ suite: 'unit:ui', failures: [] }]), '');
    const failures = Array.from({ length: 12 }, (_, index) => ({ where: `t${index}`, lines: ['why'] }));
    const printed = formatDigest([{ suite: 'e2e', failures }]).split('\n');
    assert.equal(printed[1], 'What failed (the full output is above):');
    assert.equal(printed[2], 'e2e:');
    assert.equal(printed[3], '  ✗ t0');
    assert.equal(printed[4], '      why');
    assert.equal(printed.at(-1), '  … and 2 more');
  });
});
