import * as path from 'node:path';
import { packageClosure } from './node-modules-closure';

describe(packageClosure.name, () => {
  it("finds express and every package it loads, and nothing else of the workspace", () => {
    const nodeModules = path.dirname(path.dirname(require.resolve('express/package.json')));
    const closure = packageClosure(nodeModules, 'express');
    expect(closure).toEqual(expect.arrayContaining(['express', 'body-parser', 'router', 'path-to-regexp', 'qs']));
    expect(closure).not.toContain('@nestjs/core');
    expect(closure).not.toContain('pg');
  });

  it('says which package is missing', () => {
    expect(() => packageClosure(__dirname, 'express')).toThrow(/express is not installed/);
  });
});
