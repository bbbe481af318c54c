// The suites' Jest Node environment (scripts/jest/node-environment.js): `node --test scripts/test/`.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { runInContext } from 'node:vm';
import { describe, test } from 'node:test';

const require = createRequire(import.meta.url);
const NodeEnvironment = require('../jest/node-environment.js');
const { LEXICAL_BUILT_INS } = NodeEnvironment;
const testPath = new URL(import.meta.url).pathname;

function environment() {
  const projectConfig = { testEnvironmentOptions: {}, globals: {}, testEnvironment: 'node', fakeTimers: {} };
  return new NodeEnvironment({ globalConfig: {}, projectConfig }, { console, docblockPragmas: {}, testPath });
}

describe('Jest Node environment', () => {
  test("binds the listed built-ins lexically: the context's own objects, read past its global object", () => {
    const env = environment();
    const context = env.getVmContext();
    for (const name of LEXICAL_BUILT_INS) assert.equal(runInContext(`${name} === globalThis.${name}`, context), true, name);
    // A lexical binding, not the global object's property: replacing the property leaves what the code reads.
    assert.equal(runInContext('const before = Math; globalThis.Math = { fake: true }; Math === before', context), true);
    assert.equal(runInContext('typeof Math.abs', context), 'function');
  });

  test('leaves what Jest fakes on the global object, where a fake replaces it', () => {
    const env = environment();
    const context = env.getVmContext();
    for (const name of ['Date', 'setTimeout', 'performance', 'Promise']) assert.ok(!LEXICAL_BUILT_INS.includes(name), name);
    assert.equal(runInContext('globalThis.Date = function FakeDate() {}; Date.name', context), 'FakeDate');
  });

  test("a spy on a listed built-in's method reaches the code that reads it", () => {
    const env = environment();
    const context = env.getVmContext();
    assert.equal(runInContext('globalThis.Math.random = () => 0.25; Math.random()', context), 0.25);
  });
});
