import { MAX_INPUT_DEPTH, findShapeProblem } from './input-shape';

/** `levels` arrays, one inside the other. */
function nestedArrays(levels: number): unknown {
  let value: unknown = [];
  for (let i = 1; i < levels; i += 1) value = [value];
  return value;
}

function nestedObjects(levels: number): unknown {
  let value: unknown = { leaf: 'x' };
  for (let i = 1; i < levels; i += 1) value = { a: value };
  return value;
}

describe(findShapeProblem.name, () => {
  it('accepts scalars, flat bodies and nesting up to the limit', () => {
    expect(findShapeProblem(undefined)).toBeUndefined();
    expect(findShapeProblem('text')).toBeUndefined();
    expect(findShapeProblem({ email: 'a@example.com', tags: ['a', 'b'] })).toBeUndefined();
    expect(findShapeProblem(nestedArrays(MAX_INPUT_DEPTH))).toBeUndefined();
    expect(findShapeProblem(nestedObjects(MAX_INPUT_DEPTH))).toBeUndefined();
  });

  it('refuses one level more than the limit, in arrays, objects or a mix', () => {
    expect(findShapeProblem(nestedArrays(MAX_INPUT_DEPTH + 1))).toBe('too-deep');
    expect(findShapeProblem(nestedObjects(MAX_INPUT_DEPTH + 1))).toBe('too-deep');
    expect(findShapeProblem({ ok: 1, items: [{ deep: nestedArrays(MAX_INPUT_DEPTH - 2) }] })).toBe('too-deep');
  });

  it('walks without recursion: nesting that overflows a recursive walk is just too deep', () => {
    const deep = JSON.parse('['.repeat(200_000) + ']'.repeat(200_000));
    expect(findShapeProblem(deep)).toBe('too-deep');
    expect(() => findShapeProblem(nestedObjects(200_000), { maxDepth: Infinity, maxValues: Infinity })).not.toThrow();
  });

  it('refuses more fields and array elements in all than allowed, at any level', () => {
    const limits = { maxDepth: 32, maxValues: 10 };
    expect(findShapeProblem(Array.from({ length: 10 }, (_, i) => i), limits)).toBeUndefined();
    expect(findShapeProblem(Array.from({ length: 11 }, (_, i) => i), limits)).toBe('too-many-values');
    expect(findShapeProblem(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i])), limits)).toBe('too-many-values');
    expect(findShapeProblem({ a: [1, 2, 3], b: { c: [4, 5, 6], d: 7 } }, limits)).toBeUndefined();
    expect(findShapeProblem({ a: [1, 2, 3], b: { c: [4, 5, 6, 7], d: 8 } }, limits)).toBe('too-many-values');
  });
});
