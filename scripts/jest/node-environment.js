// Jest's Node environment, with the built-ins that hot loops read (Math, the typed arrays…) bound as lexical
// constants of the test context's global scope (ARCHITECTURE.md §15). A test file's code runs in a `vm` context,
// whose global object answers every lookup of a global name through a C++ interceptor that V8 cannot optimize:
// `Math.abs(x)` there costs ~350 ns (a peak over 10 M samples: 3.7 s, and 17 ms with `Math` bound as below). A
// global `const` declared by a script in that context shadows the global object's property, and V8 reads such a
// binding from the script context like any variable. The objects are the context's own (the same the global object
// holds): `jest.spyOn(Math, 'random')` still reaches the code under test. Nothing Jest fakes is listed (Date,
// timers, performance): those stay on the global object, where the fakes replace them.
const { TestEnvironment } = require('jest-environment-node');
const { runInContext } = require('node:vm');

/** Built-ins no Jest feature replaces, and that loops over samples, pixels and bytes read on every iteration. */
const LEXICAL_BUILT_INS = [
  'Math', 'Number', 'Array', 'Object', 'String', 'JSON', 'Map', 'Set',
  'ArrayBuffer', 'DataView', 'Float32Array', 'Float64Array', 'Int8Array', 'Int16Array', 'Int32Array',
  'Uint8Array', 'Uint8ClampedArray', 'Uint16Array', 'Uint32Array', 'BigInt64Array', 'BigUint64Array',
];

class NodeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    runInContext(LEXICAL_BUILT_INS.map((name) => `const ${name} = globalThis.${name};`).join('\n'), this.getVmContext());
  }
}

module.exports = NodeEnvironment;
module.exports.LEXICAL_BUILT_INS = LEXICAL_BUILT_INS;
