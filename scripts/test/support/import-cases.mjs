// What the eslint rule tests share: for each refused import exactly one message of the rule, matching the
// expected text; for each allowed import none.
import assert from 'node:assert/strict';
import { test } from 'node:test';

/**
 * One test per case. `problemsOf(path, source)` lists the rule's messages for a file at `path` importing `source`;
 * `refused` holds [path, source, expected message], `allowed` holds [path, source]; `kind` names the rule in failures.
 */
export function testImportCases(problemsOf, { refused, allowed, kind }) {
  for (const [path, source, expected] of refused) {
    test(`refuses ${source} in ${path}`, async () => {
      const problems = await problemsOf(path, source);
      assert.equal(problems.length, 1, `expected one ${kind} error, got ${JSON.stringify(problems)}`);
      assert.match(problems[0], expected);
    });
  }
  for (const [path, source] of allowed) {
    test(`allows ${source} in ${path}`, async () => {
      assert.deepEqual(await problemsOf(path, source), []);
    });
  }
}
