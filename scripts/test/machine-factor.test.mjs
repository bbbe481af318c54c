// The machine factor (scripts/lib/machine-factor.mjs): `node --test scripts/test/`.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MAX_FACTOR, REFERENCE_MS, factorFrom, machineFactor, measureWorkload } from '../lib/machine-factor.mjs';

describe('factorFrom', () => {
  test('is the time over the reference, rounded up to a tenth', () => {
    assert.equal(factorFrom(REFERENCE_MS * 2.34), 2.4);
    assert.equal(factorFrom(3_000, 1_000), 3);
  });

  test('never goes below 1 (a faster machine keeps the budgets) nor above the cap', () => {
    assert.equal(factorFrom(REFERENCE_MS / 3), 1);
    assert.equal(factorFrom(REFERENCE_MS * 50), MAX_FACTOR);
    assert.equal(factorFrom(Number.NaN), MAX_FACTOR);
    assert.equal(factorFrom(Number.POSITIVE_INFINITY), MAX_FACTOR);
  });
});

describe('machineFactor', () => {
  test('takes a factor given in the environment without measuring', async () => {
    assert.deepEqual(await machineFactor({ ATELIER_TIME_FACTOR: '1.7' }), { factor: 1.7, milliseconds: null, source: 'given' });
    assert.equal((await machineFactor({ ATELIER_TIME_FACTOR: '0.2' })).factor, 1);
  });

  test('otherwise measures the workload, one copy per core', async () => {
    const { factor, milliseconds, source } = await machineFactor({});
    assert.equal(source, 'measured');
    assert.ok(milliseconds > 0);
    assert.equal(factor, factorFrom(milliseconds));
  });

  test('the workload reports its own time, start-up excluded', async () => {
    assert.ok((await measureWorkload(1)) > 0);
  });
});
